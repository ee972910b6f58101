import type { FinishReason, RecipeEventMap } from '../../recipe/recipe-events';
import type { RecipeOptions } from '../../recipe/recipe-request';
import type { RecipeFailureCode } from '../../recipe/recipe-failure';
import type { Conflict } from '../../recipe/wishes/find-conflicts';

/**
 * A recipe as the page holds it, written by recipe-versions and read by the features under it
 * (taking it along, My recipes): here, below them all, so none of them imports upwards for it.
 */

/** `stopped`: the visitor pressed Stop; the text written so far is kept. */
export type RecipeStatus = 'idle' | 'writing' | 'done' | 'stopped' | 'error';

export interface RecipeState {
  status: RecipeStatus;
  markdown: string;
  finishReason: FinishReason;
  error: { code: RecipeFailureCode; message: string; retryAfterSeconds?: number } | null;
  /** Where the finished recipe breaks the wishes it was asked with, as the server found. */
  conflicts?: readonly Conflict[] | undefined;
  /** While the recipe waits its turn for the server's local model. */
  queued?: RecipeEventMap['queued'] | undefined;
}

/** What a version was written for: the ingredients and options sent with it. */
export interface AskedWith {
  ingredients: readonly string[];
  options: RecipeOptions;
}
