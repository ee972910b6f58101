/**
 * A request the provider cannot take now costs the visitor and the owner nothing: it is refused
 * before admission, so the visitor's minute and day counts and the daily cap stay as they were,
 * in the process and in Redis. (Before, these were refused after the limits had counted them.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Env } from '../../src/server/config.js';
import type { RecipeErrorCode } from '../../src/recipe/recipe-errors.js';
import { dailyRemaining, settledLocalState } from '../support/app-state.js';
import { startFakeHub } from '../support/fake-hub.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { useRedisServer } from '../support/redis-server.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';
import { writeTinyModel } from '../support/tiny-gguf.js';

const redis = useRedisServer();
let dir: string;
let modelPath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unserved-'));
  modelPath = (await writeTinyModel(join(dir, 'tiny.gguf'))).path;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const CAP = 5;
const ASKED = 6;

/** A server whose provider refuses every recipe with `code`, and the state that proves it. */
const unserved: Record<string, (env: Env) => Promise<[TestServer, RecipeErrorCode]>> = {
  async not_configured(env) {
    const server = await startServerForThisTest({ ...env, RECIPE_ENDPOINT_URL: '' });
    return [server, 'not_configured'];
  },
  async model_loading(env) {
    // A hub that sends a few bytes a second: the model stays downloading through the test.
    const hub = await startFakeHub(modelPath, { bytesPerSecond: 2_000 });
    onTestFinished(() => hub.close());
    const server = await startServerForThisTest({
      ...env,
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: hub.reference,
      HF_ENDPOINT: hub.endpoint,
      LOCAL_MODEL_DIR: join(dir, `cache-${Math.random().toString(36).slice(2)}`),
    });
    return [server, 'model_loading'];
  },
  async model_download_failed(env) {
    const broken = join(dir, 'not-a-model.gguf');
    await writeFile(broken, 'this is not a GGUF file');
    const server = await startServerForThisTest({
      ...env,
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: broken,
      LOCAL_THREADS: '1',
    });
    expect(await settledLocalState(server)).toBe('failed');
    return [server, 'model_download_failed'];
  },
};

describe.each([
  ['in the process', () => ({})],
  ['in Redis', () => ({ REDIS_URL: redis().url })],
])('limits %s', (_where, store) => {
  describe.each([
    ['minute', { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_DAY: '100' }],
    ['day', { RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_DAY: '3' }],
  ])('with 3 recipes per client per %s', (_window, perClient) => {
    it.each(Object.keys(unserved))(
      '%s refusals never count against the client or the daily cap',
      async (name) => {
        const env = {
          ...store(),
          ...perClient,
          DAILY_RECIPE_LIMIT: String(CAP),
          METRICS_PORT: '0',
          LOCAL_MODEL: 'off',
        };
        const [server, code] = await unserved[name]!(env);
        // More than the client may ask in the window: every one gets its own reason, no 429.
        for (let i = 0; i < ASKED; i++) {
          await refusal(await postRecipe(server, INGREDIENTS), 503, code);
        }
        expect(await dailyRemaining(server)).toBe(CAP);
        expect(server.provider.requests).toHaveLength(0);
      },
      30_000,
    );
  });
});
