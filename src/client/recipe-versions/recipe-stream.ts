/** Asks the server for a recipe; its Server-Sent Events are read by recipe-events-reader.ts. */
import { RecipeError, isRecipeErrorCode, type RecipeErrorCode } from '../../recipe/recipe-failure';
import type { RecipeEventMap } from '../../recipe/recipe-events';
import { hasOptions, type RecipeOptions } from '../../recipe/recipe-request';
import type { Revision } from '../../recipe/revision-rules';
import type { RecipeEnd } from './recipe-events-reader';

import en, { englishFailures } from '../i18n/en';

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

export type { RecipeEnd } from './recipe-events-reader';

/**
 * Resolves once the recipe is complete, with its finish reason and where it breaks the wishes
 * sent; rejects with a RecipeError.
 */
export async function streamRecipe(
  ingredients: readonly string[],
  { options, revise, signal, onText, onQueued }: StreamRecipeOptions,
): Promise<RecipeEnd> {
  // The reader's chunk arrives while the server starts the recipe; never before it is asked.
  const reading = import('./recipe-events-reader');
  reading.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(RECIPE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        ingredients,
        ...(hasOptions(options) ? { options } : {}),
        ...(revise ? { revise } : {}),
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new RecipeError('network', '', {
      message: offline ? OFFLINE : englishFailures.network,
    });
  }
  if (!response.ok || !response.body) throw await refusalOf(response);

  let reader: typeof import('./recipe-events-reader');
  try {
    reader = await reading;
  } catch {
    // The reader's chunk could not be fetched: the connection went with it.
    throw new RecipeError('network', '', { message: LOST_CONNECTION });
  }
  return reader.readRecipeEvents(response.body, {
    signal,
    onText,
    onQueued,
    lostConnection: LOST_CONNECTION,
  });
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
  const code: RecipeErrorCode & keyof typeof englishFailures =
    response.status === 429 ? 'rate_limited' : 'provider_error';
  return new RecipeError(code, '', { retryAfterSeconds, message: englishFailures[code] });
}
