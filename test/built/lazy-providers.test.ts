/**
 * Each provider's library is loaded only when that provider is chosen: the built server, run as
 * `npm start` runs it, with every module it resolves recorded (test/support/import-log).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findProjectRoot } from '../../src/server/project-paths.js';
import { settledLocalState } from '../support/app-state.js';
import { startBuiltServer } from '../support/built-server.js';
import { writeTinyModel } from '../support/tiny-gguf.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lazy-providers-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const recorder = join(findProjectRoot(), 'test/support/import-log/register.mjs');

/** The packages the server resolved, by name, once it is ready to write. */
async function packagesLoaded(env: NodeJS.ProcessEnv, ready: (origin: string) => Promise<void>) {
  const log = join(dir, `imports-${Math.random().toString(36).slice(2)}.log`);
  // Stopped by its pid when the test ends.
  const server = await startBuiltServer(
    { ...env, IMPORT_LOG: log },
    { nodeArgs: ['--import', recorder] },
  );
  await ready(server.origin);
  const urls = (await readFile(log, 'utf8')).split('\n');
  return new Set(urls.flatMap((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? []));
}

it('a hosted server never loads node-llama-cpp', async () => {
  const loaded = await packagesLoaded(
    { RECIPE_ENDPOINT_URL: 'http://127.0.0.1:9/v1' },
    async () => {},
  );
  expect(loaded.has('@huggingface/inference')).toBe(true);
  expect(loaded.has('node-llama-cpp')).toBe(false);
});

it('a server running the local model never loads @huggingface/inference', async () => {
  const model = await writeTinyModel(join(dir, 'tiny.gguf'));
  const loaded = await packagesLoaded(
    {
      LOCAL_MODEL: model.path,
      LOCAL_MODEL_DIR: join(dir, 'cache'),
      LOCAL_THREADS: '1',
      RECIPE_ENDPOINT_URL: '',
    },
    async (origin) => {
      expect(await settledLocalState({ origin })).toBe('ready');
    },
  );
  expect(loaded.has('node-llama-cpp')).toBe(true);
  expect(loaded.has('@huggingface/inference')).toBe(false);
}, 30_000);
