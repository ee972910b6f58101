import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { INGREDIENTS, openRecipe } from '../support/recipe-visitor.js';
import { readEvents, recipeText } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe } from '../support/test-server.js';

async function expectRefusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({
    error: { code, message: RECIPE_ERRORS[code as keyof typeof RECIPE_ERRORS].message },
  });
}

describe('per-client rate limit on POST api/recipe', () => {
  it('answers 429 rate_limited with Retry-After after RATE_LIMIT_PER_MINUTE requests', async () => {
    const server = await startServerForThisTest({ RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) {
      const events = await readEvents(await postRecipe(server, INGREDIENTS));
      expect(recipeText(events)).toBe(SAMPLE_TOKENS.join(''));
    }
    const refused = await postRecipe(server, INGREDIENTS);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await expectRefusal(refused, 429, 'rate_limited');
    expect(server.provider.requests).toHaveLength(3);
    expect(server.logs.some((line) => line.includes('rate limit reached'))).toBe(true);

    // Only the recipe API is limited: the health check and the page's routes still answer (the
    // page itself, served from the build, in test/built/static.test.ts).
    expect((await fetch(`${server.origin}/Recipe-generator/api/health`)).status).toBe(200);
    const page = await fetch(`${server.origin}/Recipe-generator`, { redirect: 'manual' });
    expect(page.status).toBe(302);
  });

  it('defaults to 10 per minute', async () => {
    const server = await startServerForThisTest();
    server.provider.use({ kind: 'reply', status: 500, contentType: 'text/plain', body: 'no' });
    for (let i = 0; i < 10; i++) {
      expect((await postRecipe(server, INGREDIENTS)).status).toBe(502);
    }
    await expectRefusal(await postRecipe(server, INGREDIENTS), 429, 'rate_limited');
    expect(server.provider.requests).toHaveLength(10);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick a new name', async () => {
    const server = await startServerForThisTest({ RATE_LIMIT_PER_MINUTE: '1' });
    await readEvents(await postRecipe(server, INGREDIENTS));
    const spoofed = await postRecipe(server, INGREDIENTS, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    });
    await expectRefusal(spoofed, 429, 'rate_limited');
  });

  it('limits each client behind a trusted proxy on its own', async () => {
    const server = await startServerForThisTest({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' });
    const as = (client: string) =>
      postRecipe(server, INGREDIENTS, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      });
    expect((await as('203.0.113.1')).status).toBe(200);
    await expectRefusal(await as('203.0.113.1'), 429, 'rate_limited');
    const other = await as('203.0.113.2');
    expect(other.status).toBe(200);
    await other.text();
  });
});

describe('concurrent recipes', () => {
  it('answers 503 busy at once over MAX_CONCURRENT_RECIPES, and frees a slot when a visitor leaves', async () => {
    const server = await startServerForThisTest({ MAX_CONCURRENT_RECIPES: '2' });
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 30_000 }));
    const first = await openRecipe(server.apiUrl);
    const second = await openRecipe(server.apiUrl);

    await expectRefusal(await postRecipe(server, INGREDIENTS), 503, 'busy');
    expect(server.provider.requests).toHaveLength(2);
    expect(server.logs.some((line) => line.includes('too many recipes at once'))).toBe(true);

    first.leave();
    await server.provider.requests[0]!.aborted;
    server.provider.use(streamOf(['Next recipe']));
    const events = await readEvents(await postRecipe(server, INGREDIENTS));
    expect(recipeText(events)).toBe('Next recipe');
    second.leave();
    await server.provider.requests[1]!.aborted;
  });

  it('frees a slot when a recipe finishes normally', async () => {
    const server = await startServerForThisTest({ MAX_CONCURRENT_RECIPES: '1' });
    for (const recipe of ['First recipe', 'Second recipe', 'Third recipe']) {
      server.provider.use(streamOf([recipe]));
      const response = await postRecipe(server, INGREDIENTS);
      expect(response.status).toBe(200);
      const events = await readEvents(response);
      expect(recipeText(events)).toBe(recipe);
      expect(events.at(-1)).toEqual({
        event: 'done',
        data: { finishReason: 'stop', conflicts: [] },
      });
    }
    expect(server.provider.requests).toHaveLength(3);
    expect(server.logs.some((line) => line.includes('too many recipes at once'))).toBe(false);
  });

  it('counts a recipe still waiting for its first text, and frees its slot after a refusal', async () => {
    const server = await startServerForThisTest({
      MAX_CONCURRENT_RECIPES: '1',
      RECIPE_FIRST_TOKEN_TIMEOUT_MS: '300',
    });
    server.provider.use({ kind: 'hang' });
    const waiting = postRecipe(server, INGREDIENTS);
    await server.provider.waitForRequests(1);
    await expectRefusal(await postRecipe(server, INGREDIENTS), 503, 'busy');
    await expectRefusal(await waiting, 504, 'timeout');

    server.provider.use(streamOf(['Fine again']));
    expect(recipeText(await readEvents(await postRecipe(server, INGREDIENTS)))).toBe('Fine again');
  });
});

describe('X-Forwarded-For entries with ports (TRUST_PROXY)', () => {
  it.each([
    ['ip:port', ['203.0.113.7:5678', '203.0.113.7:5679', '203.0.113.7', '203.0.113.7:80']],
    [
      '[v6]:port',
      ['[2001:db8::1]:443', '[2001:db8::1]:444', '2001:db8::1', '[2001:db8::2]:1', '[2001:db8::1]'],
    ],
  ])('keys an %s entry on the address alone', async (_, clients) => {
    const server = await startServerForThisTest({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
    const as = (client: string) =>
      postRecipe(server, INGREDIENTS, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      });
    for (const client of clients.slice(0, 2)) await readEvents(await as(client));
    for (const client of clients.slice(2)) {
      await expectRefusal(await as(client), 429, 'rate_limited');
    }
    expect(server.provider.requests).toHaveLength(2);
  });
});
