/**
 * An instance (the built server, in a child process) killed with SIGKILL while it holds
 * concurrency slots in Redis: its leases are no longer renewed, and the slots come back by
 * themselves, well within 30 s.
 */
import { expect, it, onTestFinished } from 'vitest';
import { SAMPLE_TOKENS, startFakeProvider, streamOf, type FakeProvider } from '../fake-provider.js';
import { INGREDIENTS, openRecipe, refusal } from '../support/recipe-visitor.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';
import { startBuiltServer } from '../support/built-server.js';

const LEASE_MS = 2400;
const CONTRACT_MS = 30_000;

// Everything a test starts is stopped when it ends, pass or fail, last started first
// (onTestFinished runs in reverse order).

it('gives back the slots of an instance killed with SIGKILL once their lease runs out', async () => {
  const redis: RedisServer = await startRedisServer();
  onTestFinished(() => redis.stop());
  const provider: FakeProvider = await startFakeProvider();
  onTestFinished(() => provider.close());
  provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 60_000 }));
  const shared = { REDIS_URL: redis.url, MAX_CONCURRENT_RECIPES: '2' };
  const doomed = await startBuiltServer({
    ...shared,
    RECIPE_ENDPOINT_URL: provider.url,
    REDIS_SLOT_LEASE_MS: String(LEASE_MS),
  });
  const survivor: TestServer = await startServerForThisTest({
    ...shared,
    RATE_LIMIT_PER_MINUTE: '1000',
  });

  await openRecipe(doomed.apiUrl);
  await openRecipe(doomed.apiUrl);
  await refusal(await postRecipe(survivor, INGREDIENTS), 503, 'busy');
  // Longer than a lease later the slots are still held: the writer renews them as it streams.
  await new Promise((resolve) => setTimeout(resolve, 1.25 * LEASE_MS));
  await refusal(await postRecipe(survivor, INGREDIENTS), 503, 'busy');

  await doomed.stop('SIGKILL');
  const killedAt = performance.now();
  // Expiry is Redis-side arithmetic on the lease, with no event to await: ask until admitted.
  let response = await postRecipe(survivor, INGREDIENTS);
  while (response.status === 503 && performance.now() - killedAt < CONTRACT_MS) {
    await refusal(response, 503, 'busy');
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await postRecipe(survivor, INGREDIENTS);
  }
  const backAfterMs = performance.now() - killedAt;
  expect(response.status).toBe(200);
  await response.text();
  expect(backAfterMs).toBeLessThan(CONTRACT_MS);
  // Not before the lease could have run out: the slots were really held until then.
  expect(backAfterMs).toBeGreaterThan(LEASE_MS / 3);
}, 40_000);
