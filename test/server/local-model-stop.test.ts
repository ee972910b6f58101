/**
 * Stop ends the model's work wherever it is, counted in the model's own tokens (not in CPU time,
 * which the test runner shares): on a test model big enough to take seconds per recipe, leaving
 * while it writes or while it still reads a long prompt stops it within a piece of work.
 */
import { request } from 'node:http';
import { setTimeout as wait } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { MAX_TOKENS } from '../../src/server/prompt/prompt.js';
import { localModelIdle, localWritingNow } from '../support/app-state.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { useLocalModelServer } from '../support/local-model-server.js';
import { postRecipe } from '../support/test-server.js';

// 1024 wide, 4 layers: about 150 MB, tens of tokens per second on one thread.
const local = useLocalModelServer(
  { width: 1024, layers: 4 },
  { LOCAL_SEQUENCES: '1', METRICS_PORT: '0' },
);

/** The log line the model writes when it stopped, once it appears (it has no event of its own). */
async function stopLine(message: string): Promise<Record<string, number>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = local().logs.find((entry) => entry.includes(message));
    if (line) {
      local().logs.splice(local().logs.indexOf(line), 1);
      return JSON.parse(line) as Record<string, number>;
    }
    if (Date.now() > deadline) throw new Error(`never logged: ${message}`);
    await wait(20);
  }
}

/**
 * The stopped recipe gives its sequence back (once its state is saved, which may be after its
 * stop was logged), and then a new recipe is written at once (then stopped, and seen to stop).
 */
async function recipeIsWrittenAgain(): Promise<void> {
  await localModelIdle(local());
  const next = await postRecipe(local(), INGREDIENTS);
  expect(next.status).toBe(200);
  const reader = next.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^event: delta/);
  await reader.cancel();
  await stopLine('local model stopped writing');
  await localModelIdle(local());
}

it('stops writing when the visitor leaves', async () => {
  const leave = new AbortController();
  const response = await postRecipe(local(), INGREDIENTS, { signal: leave.signal });
  expect(response.status).toBe(200);
  await response.body!.getReader().read(); // the first text has arrived: the model is writing
  leave.abort();
  const stopped = await stopLine('local model stopped writing');
  // Far from the 512 it would have written (several seconds' work on this model).
  expect(stopped.outputTokens).toBeLessThan(MAX_TOKENS / 2);
  // With its prompt's counts: the server's first recipe reused only the start every prompt shares.
  expect(stopped.reusedTokens).toBeGreaterThan(0);
  expect(stopped.reusedTokens).toBeLessThan(stopped.promptTokens!);
  await recipeIsWrittenAgain();
}, 30_000);

it('stops reading a long prompt when the visitor leaves, not once it is read', async () => {
  const line = '1. Whisk the milk and the eggs, then fold in the flour.\n';
  const recipe = `# Pancakes\n\n${line.repeat(Math.floor(3000 / line.length))}`;
  const visitor = request(local().apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  visitor.on('error', () => {}); // hung up on purpose
  visitor.end(JSON.stringify({ ...INGREDIENTS, revise: { recipe, change: 'Without eggs.' } }));
  while ((await localWritingNow(local())) !== 1) await wait(10);
  visitor.destroy();
  const stopped = await stopLine('local model stopped while reading the prompt');
  // About 3,000 prompt tokens (one per character here); only some pieces of it were read.
  expect(stopped.promptTokens).toBeGreaterThan(3000);
  expect(stopped.evaluatedTokens).toBeLessThan(stopped.promptTokens! - stopped.reusedTokens! - 64);
  await recipeIsWrittenAgain();
}, 30_000);

// Last: it closes the file's server.
it('closes only once a recipe stopped just before has ended its work, with no state saved then', async () => {
  const leave = new AbortController();
  const response = await postRecipe(local(), INGREDIENTS, { signal: leave.signal });
  expect(response.status).toBe(200);
  await response.body!.getReader().read(); // the model is writing
  leave.abort();
  // The answer has ended; the model may still be stopping (and would then save the recipe's state).
  await local().close();
  expect(local().logs.some((line) => line.includes('local model stopped writing'))).toBe(true);
  const warnings = local().logs.filter((line) => /could not be (saved|restored)/.test(line));
  expect(warnings).toEqual([]);
}, 30_000);
