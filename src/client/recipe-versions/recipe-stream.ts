/** Asks the server for a recipe and reads its Server-Sent Events as they arrive. */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { RecipeError, isRecipeErrorCode, type RecipeErrorCode } from '../../recipe/recipe-errors';
import type { RecipeEventMap } from '../../recipe/recipe-events';
import { hasOptions, type RecipeOptions } from '../../recipe/recipe-request';
import type { Revision } from '../../recipe/revision-rules';

import en from '../i18n/en';
import { currentLanguage } from '../i18n/text';

// Kept in English in the recipe's state; shown in the page's language (i18n/error-text.ts).
const LOST_CONNECTION = en.connectionLost;
const OFFLINE = en.offline;

export const RECIPE_URL = `${import.meta.env.BASE_URL}api/recipe`;

export interface StreamRecipeOptions {
  /** Sent only when one is chosen, so the request is otherwise exactly the original one. */
  options?: RecipeOptions | undefined;
  /** A new version of the recipe shown, changed as asked. */
  revise?: Revision | undefined;
  signal: AbortSignal;
  onText: (text: string) => void;
  /** The recipe's place while it waits for the server's local model. */
  onQueued?: (place: RecipeEventMap['queued']) => void;
}

export type RecipeEnd = RecipeEventMap['done'];

/**
 * Resolves once the recipe is complete, with its finish reason and where it breaks the wishes
 * sent; rejects with a RecipeError.
 */
export async function streamRecipe(
  ingredients: readonly string[],
  { options, revise, signal, onText, onQueued }: StreamRecipeOptions,
): Promise<RecipeEnd> {
  // The recipe is asked in the page's language; English, the default, is not sent.
  const language = currentLanguage();
  const sent: RecipeOptions | undefined = language === 'en' ? options : { ...options, language };
  let response: Response;
  try {
    response = await fetch(RECIPE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        ingredients,
        ...(hasOptions(sent) ? { options: sent } : {}),
        ...(revise ? { revise } : {}),
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new RecipeError('network', '', offline ? { message: OFFLINE } : {});
  }
  if (!response.ok || !response.body) throw await refusalOf(response);

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

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (signal.aborted || error instanceof RecipeError) throw error;
    throw new RecipeError('network', '', { message: LOST_CONNECTION });
  } finally {
    reader.releaseLock();
  }
  if (outcome instanceof RecipeError) throw outcome;
  if (!outcome) throw new RecipeError('network', '', { message: LOST_CONNECTION });
  return outcome;
}

function parseData<T>(message: EventSourceMessage): T {
  try {
    return JSON.parse(message.data) as T;
  } catch {
    throw new RecipeError('provider_error');
  }
}

async function refusalOf(response: Response): Promise<RecipeError> {
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  const retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body.error ?? {};
    if (isRecipeErrorCode(code) && typeof message === 'string') {
      return new RecipeError(code, '', { message, retryAfterSeconds });
    }
  } catch {
    // Not our JSON (a proxy's error page, say): fall back to the status.
  }
  const code: RecipeErrorCode = response.status === 429 ? 'rate_limited' : 'provider_error';
  return new RecipeError(code, '', { retryAfterSeconds });
}
