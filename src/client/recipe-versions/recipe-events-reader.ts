/**
 * Reads a recipe's Server-Sent Events as they arrive. A chunk of its own, fetched as a recipe is
 * asked for (recipe-stream.ts starts it with the request), so the SSE parser is not in the
 * JavaScript before interaction.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { RecipeError, isRecipeErrorCode } from '../../recipe/recipe-failure';
import type { RecipeEventMap } from '../../recipe/recipe-events';
import { englishFailures } from '../i18n/en';

export type RecipeEnd = RecipeEventMap['done'];

export interface RecipeEventHandlers {
  signal: AbortSignal;
  onText: (text: string) => void;
  onQueued?: ((place: RecipeEventMap['queued']) => void) | undefined;
  /** The English words for a connection lost before the end. */
  lostConnection: string;
}

/** Resolves once the recipe is complete; rejects with a RecipeError. */
export async function readRecipeEvents(
  body: NonNullable<Response['body']>,
  { signal, onText, onQueued, lostConnection }: RecipeEventHandlers,
): Promise<RecipeEnd> {
  let outcome: RecipeEnd | RecipeError | undefined;
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      if (outcome) return;
      if (message.event === 'queued') {
        onQueued?.(parseData<RecipeEventMap['queued']>(message));
      } else if (message.event === 'delta') {
        onText(parseData<RecipeEventMap['delta']>(message).text);
      } else if (message.event === 'done') {
        const { finishReason, conflicts } = parseData<RecipeEnd>(message);
        outcome = { finishReason, conflicts: Array.isArray(conflicts) ? conflicts : [] };
      } else if (message.event === 'error') {
        const data = parseData<RecipeEventMap['error']>(message);
        const code = isRecipeErrorCode(data.code) ? data.code : 'provider_error';
        outcome = new RecipeError(code, '', { message: data.message });
      }
    },
  });

  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (signal.aborted || error instanceof RecipeError) throw error;
    throw new RecipeError('network', '', { message: lostConnection });
  } finally {
    reader.releaseLock();
  }
  if (outcome instanceof RecipeError) throw outcome;
  if (!outcome) throw new RecipeError('network', '', { message: lostConnection });
  return outcome;
}

function parseData<T>(message: EventSourceMessage): T {
  try {
    return JSON.parse(message.data) as T;
  } catch {
    throw new RecipeError('provider_error', '', { message: englishFailures.provider_error });
  }
}
