/**
 * Stop ends the computation: with a test model big enough to take seconds per recipe, the server's
 * CPU time after the visitor leaves falls to almost nothing within a second.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settledLocalState } from '../support/app-state.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { postRecipe, startTestServer, type TestServer } from '../support/test-server.js';
import { writeTinyModel } from '../support/tiny-gguf.js';

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-model-stop-'));
  // 1024 wide, 4 layers: about 150 MB, tens of tokens per second on one thread.
  const model = await writeTinyModel(join(dir, 'wide.gguf'), { width: 1024, layers: 4 });
  server = await startTestServer({
    RECIPE_ENDPOINT_URL: '',
    LOCAL_MODEL: model.path,
    LOCAL_MODEL_DIR: join(dir, 'cache'),
    LOCAL_THREADS: '1',
  });
  expect(await settledLocalState(server)).toBe('ready');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** CPU seconds this process (the server runs in it) spends over `ms`. */
async function cpuOver(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await wait(ms);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

it('stops computing within a second of the visitor leaving', async () => {
  const leave = new AbortController();
  const response = await postRecipe(server, INGREDIENTS, { signal: leave.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read(); // the first text has arrived: the model is computing
  const writing = await cpuOver(1_000);
  leave.abort();
  // The contract: within a second of Stop, no more tokens are computed.
  await wait(1_000);
  const afterStop = await cpuOver(1_000);
  expect(writing).toBeGreaterThan(0.2);
  expect(afterStop).toBeLessThan(writing / 5);
  // The sequence is free again: a new recipe is written.
  const next = await postRecipe(server, INGREDIENTS);
  expect(next.status).toBe(200);
  await next.body?.cancel();
}, 30_000);
