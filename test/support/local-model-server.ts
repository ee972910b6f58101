/**
 * The real app with the local model on a test model written for the file (tiny by default;
 * wider and deeper to make it slow), ready before the file's tests run; closed and removed after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Env } from '../../src/server/config.js';
import { settledLocalState } from './app-state.js';
import { startTestServer, type TestServer } from './test-server.js';
import { writeTinyModel, type TinyModelShape } from './tiny-gguf.js';

export function useLocalModelServer(shape: TinyModelShape = {}, env: Env = {}): () => TestServer {
  let dir: string | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-model-'));
    const model = await writeTinyModel(join(dir, 'model.gguf'), shape);
    server = await startTestServer({
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: model.path,
      LOCAL_MODEL_DIR: join(dir, 'cache'),
      LOCAL_THREADS: '1',
      ...env,
    });
    expect(await settledLocalState(server)).toBe('ready');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('the local model server is not started: call at file level');
    return server;
  };
}
