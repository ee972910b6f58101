/**
 * How fast the built-in model writes here, measured on the recipes it wrote: behind the waiting
 * line's estimates and the total time limit of a recipe, which must fit a slow machine.
 */
import { MAX_TOKENS } from '../../prompt/prompt.js';

export interface WritingSpeed {
  /** A finished generation: tokens written and seconds from its start (prompt included). */
  record(outputTokens: number, seconds: number): void;
  /** Seconds until the recipe at this place in the line (1 = next) is written. */
  etaSeconds(position: number): number;
  /** The total time limit of one recipe on this machine; undefined until measured. */
  totalLimitMs(): number | undefined;
  /** The last measured tokens per second of one sequence, or undefined. */
  tokensPerSecond(): number | undefined;
}

/** Until a recipe was measured: about a minute each, as on two cores with two at once. */
const UNMEASURED_RECIPE_SECONDS = 60;
/** The total limit is this many times a measured full recipe: room for a slower moment. */
const LIMIT_MARGIN = 3;
const WEIGHT_OF_NEWEST = 0.3;

export function createWritingSpeed(writers: number): WritingSpeed {
  let recipeSeconds: number | undefined;
  let tokensPerSecond: number | undefined;
  return {
    record(outputTokens, seconds) {
      if (outputTokens < 16 || seconds <= 0) return; // too short to tell a speed
      const speed = outputTokens / seconds;
      tokensPerSecond =
        tokensPerSecond === undefined
          ? speed
          : tokensPerSecond + WEIGHT_OF_NEWEST * (speed - tokensPerSecond);
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
