/**
 * Turns a reserved provider's stream into the recipe's events: waits for the first text (so a
 * failure before it can still get its own HTTP status), falls back to the next model when one is
 * unavailable, enforces the time limits, and aborts the provider call whenever it stops early.
 * The events are typed; they are encoded as SSE once, at the HTTP edge.
 */
import type { FinishReason, RecipeEvent } from '../../recipe/recipe-events.js';
import { normalizeFinishReason } from '../providers/finish-reason.js';
import { RecipeError } from '../../recipe/recipe-errors.js';
import {
  findConflictReport,
  hasWishes,
  type Conflict,
  type Wishes,
} from '../../recipe/wishes/find-conflicts.js';
import { UNAVAILABLE_MEMORY_MS, type ModelChain } from './model-chain.js';
import type { LinePlace, RecipeChunk, Reservation } from '../providers/recipe-provider.js';
import { startTimeLimits, type TimeLimits } from './time-limits.js';
import type { VisitorPresence } from '../http/visitor-connection.js';
import { nextTurn } from '../http/event-loop-turns.js';

export interface WriterOptions {
  /** The provider's agreement to write this recipe. */
  reservation: Reservation;
  /** The models to try in turn, and which of them are believed unavailable for now. */
  chain: ModelChain;
  firstTokenTimeoutMs: number;
  timeoutMs: number;
  /** Whether the visitor is still there; leaving cancels the recipe. */
  visitor: VisitorPresence;
  /** Aborted when the recipe's concurrency slot is lost. */
  slotLost?: AbortSignal;
  log: WriterLog;
  /** The request's diet and things to avoid: the text relayed is checked against them at the end. */
  wishes?: Wishes | undefined;
  /** Told of each provider call and each chunk (metrics, log line). */
  observation?: WriterObservation;
}

export interface WriterLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface WriterObservation {
  /** A provider call starts for this model (again, when falling back to the next model). */
  calling(model: string): void;
  /** This model was not used: found unavailable now, or skipped as remembered unavailable. */
  modelFallback(model: string): void;
  /** Every chunk the provider streams, with text or without. */
  chunk(chunk: RecipeChunk): void;
  /** The recipe's place in the waiting line, then `null` once it leaves it. */
  waiting(place: LinePlace['waiting']): void;
  /** The finished recipe breaks wishes of these kinds (each at most once); not told when none. */
  wishesBroken?(kinds: readonly WishKind[]): void;
}

export type WishKind = 'diet' | 'avoid';

export interface StartedRecipe {
  model: string;
  /** Starting with the first text; ends with `done` or `error`, or without either if the visitor left. */
  events: AsyncGenerator<RecipeEvent>;
}

/** Recipe text relayed to the visitor at most; 512 tokens are a few KB. */
export const MAX_RECIPE_TEXT_BYTES = 32 * 1024;

const UNOBSERVED: WriterObservation = {
  calling() {},
  modelFallback() {},
  chunk() {},
  waiting() {},
};

/**
 * Resolves once the first text arrived, or the recipe has to wait its turn (its events then start
 * with `queued`), or rejects with a RecipeError before anything was sent.
 */
export async function startRecipe(options: WriterOptions): Promise<StartedRecipe> {
  const limits = startTimeLimits(options);
  try {
    const places = options.reservation.turn?.(limits.signal)[Symbol.asyncIterator]();
    const place = places ? await places.next() : undefined;
    if (places && place && !place.done && place.value.waiting !== null) {
      options.observation?.waiting(place.value.waiting);
      const events = afterTurn(places, place.value.waiting, options, limits);
      return { model: options.chain.modelInUse(), events };
    }
    await places?.return?.();
    limits.startClock(place?.done === false ? place.value.timeoutMs : undefined);
    const first = await firstAnswer(options, limits);
    return { model: first.model, events: relay(first, options, limits) };
  } catch (error) {
    limits.end();
    throw failureOf(error, limits);
  }
}

/** A recipe answered with its place: its places as `queued`, then its text once it left the line. */
async function* afterTurn(
  places: AsyncIterator<LinePlace>,
  place: NonNullable<LinePlace['waiting']>,
  options: WriterOptions,
  limits: TimeLimits,
): AsyncGenerator<RecipeEvent> {
  const observation = options.observation ?? UNOBSERVED;
  let first: FirstAnswer | undefined;
  try {
    yield { event: 'queued', data: place };
    for (;;) {
      const next = await places.next();
      observation.waiting(next.done ? null : next.value.waiting);
      if (next.done || next.value.waiting === null) {
        // Out of the line: the time limits count from now, never paused.
        limits.startClock(next.done ? undefined : next.value.timeoutMs);
        break;
      }
      yield { event: 'queued', data: next.value.waiting };
    }
    await places.return?.();
    first = await firstAnswer(options, limits);
  } catch (error) {
    // Unless the visitor left: then nobody is there to tell.
    if (!limits.stopped()) yield failedEvent(error, options, limits);
  } finally {
    await places.return?.();
    if (!first) limits.end();
  }
  if (first) yield* relay(first, options, limits);
}

interface FirstAnswer {
  model: string;
  /** The first text. */
  item: RecipeChunk;
  chunks: AsyncIterator<RecipeChunk>;
  finishReason: string | null;
}

/** Tries the models in turn until one answers with text. */
async function firstAnswer(options: WriterOptions, limits: TimeLimits): Promise<FirstAnswer> {
  const { chain, log } = options;
  const observation = options.observation ?? UNOBSERVED;
  const { models, skipped, retryingAll } = chain.plan();
  for (const model of skipped) observation.modelFallback(model);
  if (retryingAll) log.warn({ models }, 'every model is believed unavailable: trying them all');
  for (const [index, model] of models.entries()) {
    const textCame = limits.awaitFirstText();
    try {
      observation.calling(model);
      const chunks = options.reservation.stream(model, limits.signal)[Symbol.asyncIterator]();
      let finishReason: string | null = null;
      for (;;) {
        const next = await chunks.next();
        if (next.done) throw new RecipeError('provider_error', 'the answer had no text');
        const item = next.value;
        observation.chunk(item);
        finishReason = item.finishReason ?? finishReason;
        if (item.text === '') continue;
        chain.markAnswered(model);
        log.info({ model }, 'model answered');
        if (skipped.length > 0) {
          log.info({ skipped, model }, 'skipped models believed unavailable; another answered');
        }
        return { model, item, chunks, finishReason };
      }
    } catch (error) {
      const failure = failureOf(error, limits);
      // Only an answer that the model is not served counts against it: a timeout, a busy
      // provider or an empty purse (out_of_credits) would be the same for the next model.
      if (failure.code !== 'model_unavailable' || limits.signal.aborted) throw failure;
      chain.markUnavailable(model);
      observation.modelFallback(model);
      const fallback = models[index + 1];
      if (fallback === undefined) throw failure;
      log.warn(
        { model, fallback, skippedForMs: UNAVAILABLE_MEMORY_MS, detail: failure.detail },
        'model unavailable: trying the next, and skipping this one for a while',
      );
    } finally {
      textCame();
    }
  }
  throw new RecipeError('model_unavailable', 'no model configured');
}

async function* relay(
  first: FirstAnswer,
  options: WriterOptions,
  limits: TimeLimits,
): AsyncGenerator<RecipeEvent> {
  const observation = options.observation ?? UNOBSERVED;
  let { finishReason } = first;
  let room = MAX_RECIPE_TEXT_BYTES;
  let relayed = '';
  try {
    let item = first.item;
    for (;;) {
      if (item.text !== '') {
        const size = Buffer.byteLength(item.text);
        if (size > room) {
          // Cut off like a model at its token limit; leaving aborts the provider call (finally).
          const fits = cutToBytes(item.text, room);
          if (fits !== '') yield { event: 'delta', data: { text: fits } };
          options.log.warn(
            { maxBytes: MAX_RECIPE_TEXT_BYTES },
            'recipe text over the limit: cut off',
          );
          relayed += fits;
          yield await doneEvent('length', relayed, options);
          return;
        }
        room -= size;
        relayed += item.text;
        yield { event: 'delta', data: { text: item.text } };
      }
      const next = await first.chunks.next();
      if (next.done) break;
      item = next.value;
      observation.chunk(item);
      finishReason = item.finishReason ?? finishReason;
    }
    yield await doneEvent(normalizeFinishReason(finishReason), relayed, options);
  } catch (error) {
    if (limits.stopped()) return; // the visitor left: nobody to tell
    yield failedEvent(error, options, limits);
  } finally {
    limits.end();
    await first.chunks.return?.();
  }
}

/**
 * The last event of a finished recipe: the whole text relayed is checked against the wishes, in
 * a turn of the event loop of its own (http/event-loop-turns.ts): recipes that end together, their
 * last chunks read in one poll, are not all checked while api/health waits.
 */
async function doneEvent(
  finishReason: FinishReason,
  relayed: string,
  options: WriterOptions,
): Promise<RecipeEvent> {
  const { wishes } = options;
  const checked = wishes !== undefined && hasWishes(wishes);
  if (checked) await nextTurn();
  const { conflicts, moreConflicts } = checked
    ? findConflictReport(relayed, wishes)
    : { conflicts: [], moreConflicts: 0 };
  const kinds = wishKinds(conflicts, wishes);
  if (kinds.length > 0) options.observation?.wishesBroken?.(kinds);
  const data =
    moreConflicts > 0 ? { finishReason, conflicts, moreConflicts } : { finishReason, conflicts };
  return { event: 'done', data };
}

/** A conflict's wish is a diet id when that diet was chosen, else an avoid entry as sent. */
function wishKinds(conflicts: readonly Conflict[], wishes: Wishes | undefined): WishKind[] {
  const kinds = new Set<WishKind>();
  for (const { wish } of conflicts) {
    kinds.add((wishes?.diet as readonly string[] | undefined)?.includes(wish) ? 'diet' : 'avoid');
  }
  return [...kinds];
}

function failedEvent(error: unknown, options: WriterOptions, limits: TimeLimits): RecipeEvent {
  const failure = failureOf(error, limits);
  options.log.warn({ code: failure.code, detail: failure.detail }, 'recipe failed mid-stream');
  return { event: 'error', data: { code: failure.code, message: failure.message } };
}

function failureOf(error: unknown, limits: TimeLimits): RecipeError {
  const exceeded = limits.exceeded();
  if (exceeded) return new RecipeError('timeout', exceeded.message);
  // Providers throw their failures classified; anything else is a failure of the provider too.
  return error instanceof RecipeError ? error : new RecipeError('provider_error', String(error));
}

/** The longest start of `text` that fits in `maxBytes` of UTF-8, cut between characters. */
function cutToBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Back off continuation bytes (10xxxxxx) so no character is split.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}
