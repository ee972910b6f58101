import { median } from '../report.js';
import { type StandInServer, waitUntilIdle } from './server.js';
import { CHANGES, LISTS, MAX_TOKENS, RUNS, WRITE_TOKENS } from './inputs.js';
import { type Writing } from './own-floor.js';
import { streamRecipe } from './stream-recipe.js';

export const recipeBody = (ingredients: string[]) => ({ ingredients });
export const revisionBody = (ingredients: string[], recipe: string, change: string) => ({
  ingredients,
  revise: { recipe, change },
});

/** A recipe's first text through the server, after the model has noticed the previous stops. */
async function firstText(built: StandInServer, body: object): Promise<number> {
  await waitUntilIdle(built.metricsUrl);
  const streamed = await streamRecipe(built.server.apiUrl, body, { stopAfter: 1 });
  if (streamed.end !== 'stopped' || Number.isNaN(streamed.firstTextMs)) {
    throw new Error(`no first text: ${streamed.status} ${streamed.end} ${streamed.code ?? ''}`);
  }
  return streamed.firstTextMs;
}

export interface ServerFirstTexts {
  ms: number;
  runs: number[];
}

/** (a) server: after a first recipe, recipes with other ingredient lists, stopped at first text. */
export async function serverSecondRecipe(built: StandInServer): Promise<ServerFirstTexts> {
  await firstText(built, recipeBody(LISTS[0]!));
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await firstText(built, recipeBody(LISTS[2 + run]!)));
  }
  return { ms: median(runs), runs };
}

/** (d) server: a whole recipe (up to BENCH_WRITE_TOKENS) through the server. */
export async function serverWriting(built: StandInServer, ingredients: string[]): Promise<Writing> {
  await waitUntilIdle(built.metricsUrl);
  const started = performance.now();
  const streamed = await streamRecipe(built.server.apiUrl, recipeBody(ingredients), {
    stopAfter: WRITE_TOKENS < MAX_TOKENS ? WRITE_TOKENS : undefined,
  });
  const tokens = streamed.text.length;
  return {
    tokens,
    firstTextMs: streamed.firstTextMs,
    totalMs: performance.now() - started,
    tokensPerSecond:
      (tokens - streamed.firstChars) / ((streamed.lastTextMs - streamed.firstTextMs) / 1000),
    text: streamed.text,
  };
}

/**
 * (b) server: a first change of `recipe` (stopped at its first text), then other changes of the
 * same recipe, each stopped at its first text.
 */
export async function serverSecondChange(
  built: StandInServer,
  ingredients: string[],
  recipe: string,
): Promise<ServerFirstTexts & { firstChangeMs: number }> {
  const firstChangeMs = await firstText(built, revisionBody(ingredients, recipe, CHANGES[0]!));
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await firstText(built, revisionBody(ingredients, recipe, CHANGES[1 + run]!)));
  }
  return { ms: median(runs), runs, firstChangeMs };
}

/** (c) server: 4 other recipes (stopped at their first text), then a change of `recipe`. */
export async function serverChangeAfterOthers(
  built: StandInServer,
  ingredients: string[],
  recipe: string,
): Promise<{ ms: number; othersMs: number[] }> {
  const othersMs: number[] = [];
  for (let other = 0; other < 4; other += 1) {
    othersMs.push(await firstText(built, recipeBody(LISTS[6 + other]!)));
  }
  const ms = await firstText(built, revisionBody(ingredients, recipe, CHANGES[5]!));
  return { ms, othersMs };
}
