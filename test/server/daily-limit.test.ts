/** DAILY_RECIPE_LIMIT through the app, in the process and in Redis, with a clock set by the test. */
import { describe, expect, it } from 'vitest';
import { SAMPLE_TOKENS } from '../fake-provider.js';
import { dailyRemaining } from '../support/app-state.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { useRedisServer } from '../support/redis-server.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { readEvents, recipeText } from '../support/sse.js';
import { postRecipe } from '../support/test-server.js';

const redis = useRedisServer();

describe.each([
  ['in the process', () => ({})],
  ['in Redis', () => ({ REDIS_URL: redis().url })],
])('the daily recipe limit %s', (_where, store) => {
  it('refuses with 503 daily_limit_reached and Retry-After to UTC midnight, then accepts the next day', async () => {
    let now = new Date('2026-11-21T18:47:30.000Z');
    const server = await startServerForThisTest(
      { ...store(), DAILY_RECIPE_LIMIT: '2', RATE_LIMIT_PER_MINUTE: '100', METRICS_PORT: '0' },
      { limits: { now: () => now } },
    );
    for (let i = 0; i < 2; i++) {
      const response = await postRecipe(server, INGREDIENTS);
      expect(recipeText(await readEvents(response))).toBe(SAMPLE_TOKENS.join(''));
    }
    expect(await dailyRemaining(server)).toBe(0);
    for (let i = 0; i < 2; i++) {
      const retryAfter = await refusal(
        await postRecipe(server, INGREDIENTS),
        503,
        'daily_limit_reached',
      );
      expect(retryAfter).toBe(5 * 3600 + 12 * 60 + 30);
    }
    expect(server.provider.requests).toHaveLength(2);
    expect(server.logs.some((line) => line.includes('daily recipe limit reached'))).toBe(true);

    now = new Date('2026-11-22T00:00:01.000Z');
    expect(await dailyRemaining(server)).toBe(2);
    expect((await postRecipe(server, INGREDIENTS)).status).toBe(200);
    expect(server.provider.requests).toHaveLength(3);
  });

  it('is not used up by requests refused before it (shape, content type, rate limit)', async () => {
    const server = await startServerForThisTest({
      ...store(),
      METRICS_PORT: '0',
      DAILY_RECIPE_LIMIT: '1',
      RATE_LIMIT_PER_MINUTE: '1',
      TRUST_PROXY: '1',
    });
    const as = (client: string, body: unknown = INGREDIENTS, type = 'application/json') =>
      postRecipe(server, body, { headers: { 'content-type': type, 'x-forwarded-for': client } });
    expect((await as('203.0.113.1', { ingredients: ['milk'] })).status).toBe(400);
    expect((await as('203.0.113.1', INGREDIENTS, 'text/plain')).status).toBe(415);
    expect((await as('203.0.113.1')).status).toBe(200);
    await refusal(await as('203.0.113.1'), 429, 'rate_limited');
    expect(await dailyRemaining(server)).toBe(0);
    await refusal(await as('203.0.113.2'), 503, 'daily_limit_reached');
    expect(server.provider.requests).toHaveLength(1);
  });
});
