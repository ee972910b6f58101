import { type StandInServer, waitUntilIdle, waitingLine } from './server.js';
import { CHANGES, LISTS } from './inputs.js';
import { longRecipe } from './crowd-and-stop.js';
import { recipeBody, revisionBody } from './first-text.js';
import { streamRecipe } from './stream-recipe.js';

export interface EstimateAfterLeftRevisions {
  /** Place 1's estimate before the 6 revisions (the same speed figure sets the time limit). */
  etaBeforeSeconds: number;
  etaSeconds: number;
  realWaitMs: number;
}

/**
 * Two recipes of other clients writing and a third waiting at place 1: its estimate, and with
 * `toEnd` how long it really waited (the two written whole, the third to its first text); without,
 * all three stop once it is told its estimate, so nothing is measured into the speed figure.
 */
async function estimateAtPlaceOne(
  built: StandInServer,
  toEnd: boolean,
): Promise<{ etaSeconds: number; realWaitMs: number }> {
  await waitUntilIdle(built.metricsUrl);
  const stop = new AbortController();
  const writers = Promise.all(
    [1, 2].map((writer) =>
      streamRecipe(built.server.apiUrl, recipeBody(LISTS[writer]!), {
        headers: { 'x-forwarded-for': `10.9.0.${writer}` },
        signal: stop.signal,
      }),
    ),
  );
  // A writer failing before it is awaited below fails there, where the caller reports it (not
  // as an unhandled rejection that ends the process before the server's output is shown).
  writers.catch(() => {});
  while ((await waitingLine(built.metricsUrl)).writing < 2) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const waiting = await streamRecipe(built.server.apiUrl, recipeBody(LISTS[3]!), {
    stopAfter: 1,
    stopWhenQueued: !toEnd,
    headers: { 'x-forwarded-for': '10.9.0.3' },
  });
  if (!toEnd) stop.abort();
  await writers;
  await waitUntilIdle(built.metricsUrl);
  if (waiting.queued[0] !== 1) throw new Error(`queued at ${waiting.queued[0]}, not 1`);
  return {
    etaSeconds: waiting.etaSeconds[0]!,
    realWaitMs: toEnd ? waiting.firstTextMs - waiting.queuedAtMs : Number.NaN,
  };
}

/**
 * (i) Place 1's estimate; then one visitor sends 6 long revisions and leaves each after 20 pieces
 * of text; then two recipes write and a third waits at place 1: its estimate against the one
 * before and against how long it really waited.
 */
export async function serverEstimateAfterLeftRevisions(
  built: StandInServer,
): Promise<EstimateAfterLeftRevisions> {
  const before = await estimateAtPlaceOne(built, false);
  const recipe = longRecipe(2500);
  for (let revision = 0; revision < 6; revision += 1) {
    await waitUntilIdle(built.metricsUrl);
    await streamRecipe(built.server.apiUrl, revisionBody(LISTS[revision]!, recipe, CHANGES[0]!), {
      stopAfter: 20,
      headers: { 'x-forwarded-for': '10.8.0.1' },
    });
  }
  const after = await estimateAtPlaceOne(built, true);
  return { etaBeforeSeconds: before.etaSeconds, ...after };
}
