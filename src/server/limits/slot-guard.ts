/**
 * A recipe holds its concurrency slot while it is written. When the slot is lost (its Redis
 * lease ran out in a stall, see recipe-slots.ts) the recipe ends: its provider call is aborted
 * through the recipe's one signal (the writer composes `slot.lost` into it), and the visitor reads
 * why, as a `busy` refusal before the first text or as an `error` event in the stream.
 */
import type { RecipeEvent } from '../../recipe/recipe-events.js';
import { RecipeError, SLOT_LOST_MESSAGE } from '../../recipe/recipe-errors.js';
import type { VisitorPresence } from '../http/visitor-connection.js';
import type { ReleaseSlot } from './recipe-slots.js';

export interface SlotGuard {
  /** The recipe's events, checking the slot before each one; ends with `error` once it is lost. */
  events(events: AsyncGenerator<RecipeEvent>): AsyncGenerator<RecipeEvent>;
  /** The refusal to answer instead of a failure before the first text, when the slot was lost. */
  refusal(): RecipeError | null;
}

export function guardSlot(visitor: Pick<VisitorPresence, 'left'>, slot: ReleaseSlot): SlotGuard {
  return {
    async *events(events) {
      let ended = false;
      for await (const event of events) {
        // By the clock: after a stall, the chunks that waited are not relayed on a lost lease.
        if (!slot.held()) break;
        ended = event.event === 'done' || event.event === 'error';
        yield event;
      }
      if (!ended && slot.lost.aborted && !visitor.left()) {
        yield { event: 'error', data: { code: 'busy', message: SLOT_LOST_MESSAGE } };
      }
    },
    refusal: () =>
      slot.lost.aborted
        ? new RecipeError('busy', 'slot lost', { message: SLOT_LOST_MESSAGE })
        : null,
  };
}
