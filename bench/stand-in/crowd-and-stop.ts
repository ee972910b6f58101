import { median } from '../report.js';
import { type StandInServer, waitUntilIdle, waitingLine } from './server.js';
import { CHANGES, LOCAL_CONTEXT_TOKENS, CROWD_TOKENS, LISTS, MAX_TOKENS } from './inputs.js';
import { type OwnModel, revision } from './own-floor.js';
import { sharedStart } from '../../src/server/providers/local/saved-states.js';
import { recipeBody, revisionBody } from './first-text.js';
import { streamRecipe } from './stream-recipe.js';

export interface Crowd {
  visitors: number;
  written: number;
  busy: number;
  other: string[];
  /** Each waiting visitor's `queued` positions, in order. */
  queued: number[][];
  /** Every waiting visitor's positions only went down, and reached 1. */
  queuedReachedOne: boolean;
  healthMaxMs: number;
  healthMedianMs: number;
  healthCount: number;
  totalMs: number;
}

/**
 * (f) 6 visitors at once (distinct addresses through the trusted proxy hop), each reading its
 * recipe to `tokens` characters, while api/health is asked every 250 ms.
 */
export async function serverCrowd(
  built: StandInServer,
  visitors = 6,
  tokens = CROWD_TOKENS,
): Promise<Crowd> {
  await waitUntilIdle(built.metricsUrl);
  const health: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await (await fetch(`${built.server.origin}/Recipe-generator/api/health`)).json();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: visitors }, (_, visitor) =>
      streamRecipe(built.server.apiUrl, recipeBody(LISTS[visitor % LISTS.length]!), {
        stopAfter: tokens,
        headers: { 'x-forwarded-for': `10.0.0.${visitor + 1}` },
      }),
    ),
  );
  const totalMs = performance.now() - started;
  await waitUntilIdle(built.metricsUrl);
  polling = false;
  await poller;
  const queued = results.filter((result) => result.queued.length > 0).map((r) => r.queued);
  return {
    visitors,
    written: results.filter((result) => result.text.length > 0).length,
    busy: results.filter((result) => result.code === 'busy').length,
    other: results
      .filter((result) => result.text.length === 0 && result.code !== 'busy')
      .map((result) => `${result.status} ${result.end} ${result.code ?? ''}`),
    queued,
    queuedReachedOne: queued.every(
      (positions) =>
        positions.at(-1) === 1 && positions.every((p, i) => i === 0 || p < positions[i - 1]!),
    ),
    healthMaxMs: Math.max(...health),
    healthMedianMs: median(health),
    healthCount: health.length,
    totalMs,
  };
}

export interface StopDuringPrompt {
  promptTokens: number;
  /** Tokens of that prompt already held by a sequence (the shared start): the rest is read. */
  sharedTokens: number;
  /**
   * From the fetch's abort, 1 s into reading the prompt, until the server's waiting line shows no
   * recipe writing: the sequence is free for the next recipe.
   */
  freeAfterStopMs: number;
}

/** A recipe of plain ASCII lines, about `characters` long (one token per character here). */
export function longRecipe(characters: number): string {
  const lines = ['# A long stew', '', '## Steps'];
  for (let step = 1; lines.join('\n').length < characters; step += 1) {
    lines.push(
      `${step}. Stir the pot slowly and add a little water, then taste and season it well.`,
    );
  }
  return lines.join('\n').slice(0, characters);
}

/**
 * (g) Stop 1 s into a revision whose prompt is nearly a sequence's whole room (about 3,500 tokens
 * with the byte-level vocabulary: context 4,096 less the 512-token answer): how long the server's
 * sequence stays busy after the stop, and the next recipe's first text.
 */
export async function serverStopDuringPrompt(
  built: StandInServer,
  own: OwnModel,
): Promise<StopDuringPrompt> {
  const room = LOCAL_CONTEXT_TOKENS - MAX_TOKENS;
  let characters = 3000;
  let messages = revision(LISTS[11]!, longRecipe(characters), CHANGES[0]!);
  // The server refuses a prompt over its room: the longest recipe that fits, less a little.
  characters += room - 16 - own.tokensOf(messages).length;
  const recipe = longRecipe(characters);
  messages = revision(LISTS[11]!, recipe, CHANGES[0]!);
  const promptTokens = own.tokensOf(messages).length;

  const shared = sharedStart(own.tokensOf(messages), own.prompts.everyRecipeStart());

  await waitUntilIdle(built.metricsUrl);
  const stop = new AbortController();
  const streaming = streamRecipe(
    built.server.apiUrl,
    revisionBody(LISTS[11]!, recipe, CHANGES[0]!),
    { signal: stop.signal },
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const line = await waitingLine(built.metricsUrl);
  if (line.writing !== 1) throw new Error(`expected one recipe writing, saw ${line.writing}`);
  stop.abort();
  const freeAfterStopMs = await waitUntilIdle(built.metricsUrl);
  const streamed = await streaming;
  if (streamed.text !== '') throw new Error('the long revision wrote before it was stopped');
  return { promptTokens, sharedTokens: shared, freeAfterStopMs };
}

/**
 * 20 ingredients, a shuffle of its own for each `index` (a fixed pseudo-random one): no two lists
 * of a run are the same, and few start alike.
 */
export function longList(index: number): string[] {
  const pool = [...new Set(LISTS.flat())];
  let seed = index * 2_654_435_761;
  for (let at = pool.length - 1; at > 0; at -= 1) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    const other = seed % (at + 1);
    [pool[at], pool[other]] = [pool[other]!, pool[at]!];
  }
  return pool.slice(0, 20);
}
