/** Redis killed, frozen and restarted under a running app: refused at once, never open. */
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { SLOT_LOST_MESSAGE } from '../../src/recipe/recipe-errors.js';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { INGREDIENTS, openRecipe, refusal } from '../support/recipe-visitor.js';
import { healthOf } from '../support/app-state.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { readEvents, recipeText } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const REFUSED_WITHIN_MS = 2000;

let redis: RedisServer;
let server: TestServer;
// A redis-server and a server per test, as the tests kill and freeze it; both stopped however
// the test ends (the server first). A test that needs other settings replaces the server.
beforeEach(async () => {
  const started = await startRedisServer();
  redis = started;
  onTestFinished(() => started.stop());
  server = await startServerForThisTest({ REDIS_URL: redis.url, REDIS_SLOT_LEASE_MS: '1000' });
});

async function refusedAsUnavailable(): Promise<void> {
  const started = performance.now();
  const response = await postRecipe(server, INGREDIENTS);
  expect(performance.now() - started).toBeLessThan(REFUSED_WITHIN_MS);
  await refusal(response, 503, 'unavailable');
}

async function stillServing(): Promise<void> {
  const health = await fetch(`${server.origin}/Recipe-generator/api/health`);
  expect(health.status).toBe(200);
  const page = await fetch(`${server.origin}/Recipe-generator`, { redirect: 'manual' });
  expect(page.status).toBe(302);
}

/** Reconnection is ioredis's own timer, with no event to await from here: ask until it answers. */
async function storeBack(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await healthOf(server)).redis !== 'ok') {
    if (Date.now() > deadline) throw new Error('the app did not reconnect to Redis');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Log lines have no event of their own here: look until one appears. */
async function logged(target: TestServer, text: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!target.logs.some((line) => line.includes(text))) {
    if (Date.now() > deadline) throw new Error(`never logged: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Redis unreachable', () => {
  it('refuses recipes with 503 unavailable at once, keeps serving, and recovers after a restart', async () => {
    expect(recipeText(await readEvents(await postRecipe(server, INGREDIENTS)))).toBe(
      SAMPLE_TOKENS.join(''),
    );

    await redis.kill();
    for (let i = 0; i < 3; i++) await refusedAsUnavailable();
    expect(server.provider.requests).toHaveLength(1);
    expect((await healthOf(server)).redis).toBe('down');
    await stillServing();
    expect(server.logs.some((line) => line.includes('Redis unreachable'))).toBe(true);

    await redis.start();
    await storeBack();
    expect(recipeText(await readEvents(await postRecipe(server, INGREDIENTS)))).toBe(
      SAMPLE_TOKENS.join(''),
    );
    expect(server.provider.requests).toHaveLength(2);
  });

  it('refuses within 2 s while Redis is frozen (connected, never answering)', async () => {
    process.kill(redis.pid, 'SIGSTOP');
    try {
      await refusedAsUnavailable();
      await stillServing();
      expect(server.provider.requests).toHaveLength(0);
    } finally {
      process.kill(redis.pid, 'SIGCONT');
    }
    expect(recipeText(await readEvents(await postRecipe(server, INGREDIENTS)))).toBe(
      SAMPLE_TOKENS.join(''),
    );
  });

  it('ends a recipe being written once Redis has been dead for a lease, without crashing', async () => {
    // Longer than the 1 s lease: the renewals fail, and then the lease may have run out.
    server.provider.use(
      streamOf(['one ', 'two ', 'three ', 'four ', 'five ', 'six ', 'seven'], {
        tokenDelayMs: 400,
      }),
    );
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(200);
    await redis.kill();
    const events = await readEvents(response);
    expect('one two three four five six seven').toContain(recipeText(events));
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'busy', message: SLOT_LOST_MESSAGE },
    });
    await server.provider.requests[0]!.aborted;
    expect(server.logs.some((line) => line.includes('could not renew a recipe slot lease'))).toBe(
      true,
    );
    expect(server.logs.some((line) => line.includes('recipe slot lease lost'))).toBe(true);
    await refusedAsUnavailable();
  });

  it('keeps a slot through a Redis pause shorter than its lease', async () => {
    await server.close();
    server = await startServerForThisTest({
      REDIS_URL: redis.url,
      REDIS_SLOT_LEASE_MS: '3000',
      MAX_CONCURRENT_RECIPES: '1',
    });
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 30_000 }));
    const held = await openRecipe(server.apiUrl);
    process.kill(redis.pid, 'SIGSTOP');
    try {
      await logged(server, 'could not renew a recipe slot lease');
    } finally {
      process.kill(redis.pid, 'SIGCONT');
    }
    await refusal(await postRecipe(server, INGREDIENTS), 503, 'busy');
    expect(server.logs.some((line) => line.includes('lease lost'))).toBe(false);
    held.leave();
    await server.provider.requests[0]!.aborted;
  });

  it('starts and serves while Redis is down from the start, then recovers', async () => {
    await server.close();
    await redis.kill();
    server = await startServerForThisTest({ REDIS_URL: redis.url });
    await refusedAsUnavailable();
    await stillServing();
    await redis.start();
    await storeBack();
    expect((await postRecipe(server, INGREDIENTS)).status).toBe(200);
  });
});
