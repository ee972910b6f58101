/** Two app instances sharing one real redis-server: every limit is counted across both. */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_TODAY_MESSAGE } from '../../src/recipe/recipe-errors.js';
import { dailyKey } from '../../src/server/limits/daily-cap.js';
import { secondsUntilUtcMidnight } from '../../src/server/limits/utc-day.js';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { INGREDIENTS, openRecipe, refusal } from '../support/recipe-visitor.js';
import { dailyRemaining, healthOf } from '../support/app-state.js';
import { useRedisServer } from '../support/redis-server.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { readEvents, recipeText } from '../support/sse.js';
import { postRecipe, type TestServer } from '../support/test-server.js';
import type { Env } from '../../src/server/config.js';

const redis = useRedisServer();

async function twoInstances(env: Env): Promise<[TestServer, TestServer]> {
  const shared = { REDIS_URL: redis().url, METRICS_PORT: '0', ...env };
  return Promise.all([startServerForThisTest(shared), startServerForThisTest(shared)]);
}

async function recipeOk(server: TestServer): Promise<void> {
  const response = await postRecipe(server, INGREDIENTS);
  expect(response.status).toBe(200);
  expect(recipeText(await readEvents(response))).toBe(SAMPLE_TOKENS.join(''));
}

describe('two instances sharing one Redis', () => {
  it('count one client against RATE_LIMIT_PER_MINUTE across both', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_PER_MINUTE: '3' });
    await recipeOk(a);
    await recipeOk(b);
    await recipeOk(a);
    const retryAfter = await refusal(await postRecipe(b, INGREDIENTS), 429, 'rate_limited');
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await refusal(await postRecipe(a, INGREDIENTS), 429, 'rate_limited');
    expect(a.provider.requests.length + b.provider.requests.length).toBe(3);
  });

  it('count one client against RATE_LIMIT_PER_DAY across both, with a day-long Retry-After', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_PER_DAY: '2' });
    await recipeOk(a);
    await recipeOk(b);
    const response = await postRecipe(a, INGREDIENTS);
    const retryAfter = await refusal(response, 429, 'rate_limited', RATE_LIMITED_TODAY_MESSAGE);
    expect(retryAfter).toBeGreaterThan(86_400 - 60);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(a.provider.requests.length + b.provider.requests.length).toBe(2);
  });

  it('share MAX_CONCURRENT_RECIPES: slots taken on one refuse the other, and come back', async () => {
    const [a, b] = await twoInstances({ MAX_CONCURRENT_RECIPES: '2' });
    for (const instance of [a, b]) {
      instance.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 30_000 }));
    }
    const first = await openRecipe(a.apiUrl);
    const second = await openRecipe(b.apiUrl);
    await refusal(await postRecipe(a, INGREDIENTS), 503, 'busy');
    await refusal(await postRecipe(b, INGREDIENTS), 503, 'busy');
    expect(a.logs.some((line) => line.includes('too many recipes at once'))).toBe(true);

    first.leave();
    await a.provider.requests[0]!.aborted;
    b.provider.use(streamOf(['Next recipe']));
    expect(recipeText(await readEvents(await postRecipe(b, INGREDIENTS)))).toBe('Next recipe');
    second.leave();
    await b.provider.requests[0]!.aborted;
  });

  it('share DAILY_RECIPE_LIMIT; refusals never count and never reach a provider', async () => {
    const [a, b] = await twoInstances({ DAILY_RECIPE_LIMIT: '2', MAX_CONCURRENT_RECIPES: '1' });
    a.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 30_000 }));
    const held = await openRecipe(a.apiUrl);
    // Refused for a slot, for its shape and for its content type: the daily count stays at 1.
    await refusal(await postRecipe(b, INGREDIENTS), 503, 'busy');
    expect((await postRecipe(b, { ingredients: ['a'] })).status).toBe(400);
    const plain = await postRecipe(b, INGREDIENTS, { headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(await dailyRemaining(b)).toBe(1);
    expect(await redis().client().get(dailyKey(new Date()))).toBe('1');
    held.leave();
    await a.provider.requests[0]!.aborted;

    await recipeOk(b);
    expect(await dailyRemaining(a)).toBe(0);
    const before = Date.now();
    const response = await postRecipe(a, INGREDIENTS);
    const retryAfter = await refusal(response, 503, 'daily_limit_reached');
    expect(retryAfter).toBeGreaterThanOrEqual(secondsUntilUtcMidnight(new Date()));
    expect(retryAfter).toBeLessThanOrEqual(secondsUntilUtcMidnight(new Date(before)));
    await refusal(await postRecipe(b, INGREDIENTS), 503, 'daily_limit_reached');
    expect(a.provider.requests).toHaveLength(1);
    expect(b.provider.requests).toHaveLength(1);
    // The daily refusals gave back the slots they had taken.
    expect(await redis().client().zcard('recipe-generator:recipe-slots')).toBe(0);
  });

  it('report the store as ok', async () => {
    const [a] = await twoInstances({});
    expect((await healthOf(a)).redis).toBe('ok');
  });
});
