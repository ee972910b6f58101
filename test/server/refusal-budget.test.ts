/**
 * REFUSAL_LIMIT_PER_MINUTE: each client may have so many refused requests a minute, of any kind
 * (400, 413, and a well-formed request the provider or the limits refuse: 503, 429); past that,
 * `429 rate_limited` before the body is read. A 415 does not count, and the recipe limits still
 * count only well-formed requests the provider took.
 */
import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { BODY_LIMIT_BYTES } from '../../src/server/app.js';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.js';
import { dailyRemaining } from '../support/app-state.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { openRaw, parseRawResponse } from '../support/raw-http.js';
import { readEvents } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const as = (server: TestServer, client: string, body: unknown, contentType = 'application/json') =>
  postRecipe(server, body, {
    headers: { 'content-type': contentType, 'x-forwarded-for': client },
  });

async function expectBudgetRefusal(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name)).toBe(value);
  }
  expect(await response.json()).toEqual({
    error: { code: 'rate_limited', message: RECIPE_ERRORS.rate_limited.message },
  });
}

describe('the refusal budget of POST api/recipe', () => {
  it('answers 429 past REFUSAL_LIMIT_PER_MINUTE refusals (400 and 413), to that client only', async () => {
    const server = await startServerForThisTest({
      REFUSAL_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: '1',
    });
    expect((await as(server, '203.0.113.1', { ingredients: ['x'] })).status).toBe(400);
    expect((await as(server, '203.0.113.1', { nonsense: true })).status).toBe(400);
    const tooLarge = { ingredients: ['a'.repeat(BODY_LIMIT_BYTES + 1024), 'milk', 'eggs'] };
    expect((await as(server, '203.0.113.1', tooLarge)).status).toBe(413);
    // Used up: even a well-formed request is refused now, and reaches no provider.
    await expectBudgetRefusal(await as(server, '203.0.113.1', INGREDIENTS));
    await expectBudgetRefusal(await as(server, '203.0.113.1', { ingredients: ['x'] }));
    expect(server.provider.requests).toHaveLength(0);
    expect(server.logs.some((line) => line.includes('refusal budget used up'))).toBe(true);
    // Another client has its own budget.
    await readEvents(await as(server, '203.0.113.2', INGREDIENTS));
    expect(server.provider.requests).toHaveLength(1);
  });

  it('counts the refusals of well-formed requests too (503 from the provider), never the recipe limits', async () => {
    const server = await startServerForThisTest({
      REFUSAL_LIMIT_PER_MINUTE: '4',
      RATE_LIMIT_PER_MINUTE: '2',
      DAILY_RECIPE_LIMIT: '5',
      TRUST_PROXY: '1',
      METRICS_PORT: '0',
      // No provider at all: every well-formed recipe is refused 503 before the limits count it.
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: 'off',
    });
    // More than the recipe limit allows: each is the provider's refusal, none the recipe limit's.
    for (let i = 0; i < 4; i++) {
      await refusal(await as(server, '203.0.113.1', INGREDIENTS), 503, 'not_configured');
    }
    await expectBudgetRefusal(await as(server, '203.0.113.1', INGREDIENTS));
    // Before its body is read.
    const connection = await openRaw(server.origin);
    connection.send(
      'POST /Recipe-generator/api/recipe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'X-Forwarded-For: 203.0.113.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 16000\r\n\r\n{"ingredients":[',
    );
    const answer = parseRawResponse(await connection.closed);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('connection')).toBe('close');
    // Nothing reached the daily cap; another client still gets the provider's own answer.
    expect(await dailyRemaining(server)).toBe(5);
    await refusal(await as(server, '203.0.113.2', INGREDIENTS), 503, 'not_configured');
  });

  it("counts the recipe limits' own refusals (429 past the recipe limit)", async () => {
    const server = await startServerForThisTest({
      REFUSAL_LIMIT_PER_MINUTE: '3',
      RATE_LIMIT_PER_MINUTE: '1',
      TRUST_PROXY: '1',
    });
    await readEvents(await as(server, '203.0.113.1', INGREDIENTS));
    for (let i = 0; i < 3; i++) {
      await refusal(await as(server, '203.0.113.1', INGREDIENTS), 429, 'rate_limited');
    }
    expect(server.logs.filter((line) => line.includes('rate limit reached'))).toHaveLength(3);
    await expectBudgetRefusal(await as(server, '203.0.113.1', INGREDIENTS));
    expect(server.logs.some((line) => line.includes('refusal budget used up'))).toBe(true);
  });

  it('does not count a 415 (a page on another site can cause one)', async () => {
    const server = await startServerForThisTest({ REFUSAL_LIMIT_PER_MINUTE: '2' });
    for (let i = 0; i < 5; i++) {
      const response = await postRecipe(server, INGREDIENTS, {
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.status).toBe(415);
      await response.text();
    }
    await readEvents(await postRecipe(server, INGREDIENTS));
    expect(server.provider.requests).toHaveLength(1);
  });

  it('leaves the recipe limits to well-formed requests', async () => {
    const server = await startServerForThisTest({
      RATE_LIMIT_PER_MINUTE: '1',
      REFUSAL_LIMIT_PER_MINUTE: '5',
    });
    for (let i = 0; i < 4; i++) {
      expect((await postRecipe(server, { ingredients: ['x'] })).status).toBe(400);
    }
    await readEvents(await postRecipe(server, INGREDIENTS));
    expect(server.provider.requests).toHaveLength(1);
  });

  it('refuses before reading the body: the answer comes while the body is still unsent', async () => {
    const server = await startServerForThisTest({ REFUSAL_LIMIT_PER_MINUTE: '1' });
    expect((await postRecipe(server, { ingredients: ['x'] })).status).toBe(400);
    const connection = await openRaw(server.origin);
    connection.send(
      'POST /Recipe-generator/api/recipe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 16000\r\n\r\n{"ingredients":[',
    );
    const answer = parseRawResponse(await connection.closed);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('connection')).toBe('close');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'rate_limited' } });
  });
});
