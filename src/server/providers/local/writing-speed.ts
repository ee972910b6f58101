/**
 * How fast the local model writes here, measured on the recipes it wrote: behind the waiting
 * line's estimates and the total time limit of a recipe, which must fit a slow machine.
 *
 * A visitor must not be able to skew it: only recipes written to their end count (a visitor who
 * leaves a long revision after a few words would otherwise make the model look many times slower,
 * lengthening every estimate and every recipe's time limit), and one recipe moves the figure by at
 * most a factor of 2 either way.
 */
import { MAX_TOKENS } from '../../prompt/prompt.js';

export interface WrittenRecipe {
  outputTokens: number;
  /** Seconds from its start (prompt included). */
  seconds: number;
  /** Whether the model wrote it to its end (end of turn or the token cap), not stopped. */
  whole: boolean;
}

export interface WritingSpeed {
  /** A finished generation; only a whole one of enough tokens changes the figure. */
  record(recipe: WrittenRecipe): void;
  /** Seconds until the recipe at this place in the line (1 = next) is written. */
  etaSeconds(position: number): number;
  /** The total time limit of one recipe on this machine; undefined until measured. */
  totalLimitMs(): number | undefined;
  /** The measured tokens per second of one sequence, or undefined. */
  tokensPerSecond(): number | undefined;
}

/** Until a recipe was measured: about a minute each, as on two cores with two at once. */
const UNMEASURED_RECIPE_SECONDS = 60;
/** The total limit is this many times a measured full recipe: room for a slower moment. */
const LIMIT_MARGIN = 3;
const WEIGHT_OF_NEWEST = 0.3;
/** Fewer tokens than this tell no speed. */
const FEWEST_TOKENS = 16;
/** One recipe's speed counts as at most this many times faster or slower than the figure. */
const MOST_CHANGE = 2;

export function createWritingSpeed(writers: number): WritingSpeed {
  let recipeSeconds: number | undefined;
  let tokensPerSecond: number | undefined;
  return {
    record({ outputTokens, seconds, whole }) {
      if (!whole || outputTokens < FEWEST_TOKENS || seconds <= 0) return;
      const measured = outputTokens / seconds;
      if (tokensPerSecond === undefined) tokensPerSecond = measured;
      else {
        const clamped = Math.min(
          Math.max(measured, tokensPerSecond / MOST_CHANGE),
          tokensPerSecond * MOST_CHANGE,
        );
        tokensPerSecond += WEIGHT_OF_NEWEST * (clamped - tokensPerSecond);
      }
      recipeSeconds = MAX_TOKENS / tokensPerSecond;
    },
    etaSeconds(position) {
      const each = recipeSeconds ?? UNMEASURED_RECIPE_SECONDS;
      return Math.ceil(Math.ceil(position / writers) * each);
    },
    totalLimitMs: () =>
      recipeSeconds === undefined ? undefined : Math.ceil(recipeSeconds * LIMIT_MARGIN * 1000),
    tokensPerSecond: () => tokensPerSecond,
  };
}
