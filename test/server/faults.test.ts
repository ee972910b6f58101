/**
 * Provider faults, end to end through the real client: each ends in the right code within its
 * time limit, the provider call is aborted whenever the recipe stops early, and the server then
 * serves the next request normally.
 */
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS, type RecipeErrorCode } from '../../src/recipe/recipe-errors.js';
import { SAMPLE_TOKENS, streamOf, type FakeBehaviour } from '../fake-provider.js';
import { readEvents, recipeText } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';

/** Slack on top of a configured limit, for a machine busy with other builds. */
const SLACK_MS = 3_000;

async function refusal(response: Response, code: RecipeErrorCode) {
  expect(response.status).toBe(RECIPE_ERRORS[code].status);
  expect(await response.json()).toEqual({ error: { code, message: RECIPE_ERRORS[code].message } });
}

/** The next request after a fault gets a whole recipe. */
async function expectServesNormally(target: TestServer) {
  target.provider.use(streamOf(SAMPLE_TOKENS));
  const events = await readEvents(await postRecipe(target, INGREDIENTS));
  expect(recipeText(events)).toBe(SAMPLE_TOKENS.join(''));
  expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop', conflicts: [] } });
}

describe('provider faults before any text', () => {
  it('answers 504 timeout when no first text comes within RECIPE_FIRST_TOKEN_TIMEOUT_MS, and aborts', async () => {
    const server = await startServerForThisTest({ RECIPE_FIRST_TOKEN_TIMEOUT_MS: '300' });
    server.provider.use({ kind: 'hang' });
    const started = Date.now();
    const response = await postRecipe(server, INGREDIENTS);
    const elapsed = Date.now() - started;
    await refusal(response, 'timeout');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(300 + SLACK_MS);
    expect(await server.provider.requests[0]!.aborted).toBeLessThan(started + 300 + SLACK_MS);
    await expectServesNormally(server);
  });

  it('counts a stream that opens but sends no text as no first text', async () => {
    const server = await startServerForThisTest({ RECIPE_FIRST_TOKEN_TIMEOUT_MS: '300' });
    server.provider.use(streamOf(SAMPLE_TOKENS, { firstTokenDelayMs: 30_000 }));
    await refusal(await postRecipe(server, INGREDIENTS), 'timeout');
    await server.provider.requests[0]!.aborted;
    await expectServesNormally(server);
  });

  it.each<[string, FakeBehaviour, RecipeErrorCode]>([
    [
      '429 with Retry-After',
      {
        kind: 'reply',
        status: 429,
        contentType: 'application/json',
        body: '{"error":"Rate limit reached"}',
        headers: { 'retry-after': '30' },
      },
      'provider_busy',
    ],
    [
      '503 as plain text',
      { kind: 'reply', status: 503, contentType: 'text/plain', body: 'Service Unavailable' },
      'provider_busy',
    ],
    ['a reset connection', streamOf(SAMPLE_TOKENS, { resetAfter: 0 }), 'provider_error'],
    ['malformed SSE', streamOf(SAMPLE_TOKENS, { malformedAfter: 0 }), 'provider_error'],
    ['an error chunk', streamOf(SAMPLE_TOKENS, { errorAfter: 0 }), 'provider_error'],
    [
      'an HTML error page',
      { kind: 'reply', status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' },
      'provider_error',
    ],
  ])('turns %s into %s at once', async (_name, behaviour, code) => {
    const server = await startServerForThisTest();
    server.provider.use(behaviour);
    const started = Date.now();
    const response = await postRecipe(server, INGREDIENTS);
    if (code === 'provider_busy' && behaviour.kind === 'reply' && behaviour.headers) {
      expect(response.headers.get('retry-after')).toBe('30');
    }
    await refusal(response, code);
    expect(Date.now() - started).toBeLessThan(SLACK_MS);
    expect(server.logs.join('\n')).toContain('recipe refused');
    await expectServesNormally(server);
  });

  it('logs malformed SSE as a malformed answer', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { malformedAfter: 0 }));
    await refusal(await postRecipe(server, INGREDIENTS), 'provider_error');
    expect(server.logs.some((line) => line.includes('malformed answer: SyntaxError'))).toBe(true);
  });

  it('tries every model in RECIPE_MODEL in turn, and says model_unavailable when none serves', async () => {
    const server = await startServerForThisTest({ RECIPE_MODEL: 'gone/one,gone/two,gone/three' });
    server.provider.use({
      kind: 'reply',
      status: 404,
      contentType: 'application/json',
      body: '{"error":"Model not found"}',
    });
    await refusal(await postRecipe(server, INGREDIENTS), 'model_unavailable');
    expect(server.provider.requests.map((request) => request.body.model)).toEqual([
      'gone/one',
      'gone/two',
      'gone/three',
    ]);
  });

  it('does not try the next model for a fault that is not about the model', async () => {
    const server = await startServerForThisTest({ RECIPE_MODEL: 'busy/one,other/two' });
    server.provider.use({ kind: 'reply', status: 503, contentType: 'text/plain', body: 'busy' });
    await refusal(await postRecipe(server, INGREDIENTS), 'provider_busy');
    expect(server.provider.requests).toHaveLength(1);
  });
});

describe('provider faults after some text', () => {
  it.each<[string, Partial<Extract<FakeBehaviour, { kind: 'stream' }>>]>([
    ['a reset connection', { resetAfter: 3 }],
    ['malformed SSE', { malformedAfter: 3 }],
    ['an error chunk', { errorAfter: 3 }],
  ])('ends %s with event: error after the text so far', async (_name, fault) => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 5, ...fault }));
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(recipeText(events)).toBe(SAMPLE_TOKENS.slice(0, 3).join(''));
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'provider_error', message: RECIPE_ERRORS.provider_error.message },
    });
    expect(server.logs.some((line) => line.includes('recipe failed mid-stream'))).toBe(true);
    await expectServesNormally(server);
  });

  it('ends with event: error timeout when the recipe does not end within RECIPE_TIMEOUT_MS, and aborts', async () => {
    const server = await startServerForThisTest({ RECIPE_TIMEOUT_MS: '600' });
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 250 }));
    const started = Date.now();
    const events = await readEvents(await postRecipe(server, INGREDIENTS));
    const elapsed = Date.now() - started;
    expect(recipeText(events).length).toBeGreaterThan(0);
    expect(recipeText(events)).not.toBe(SAMPLE_TOKENS.join(''));
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'timeout', message: RECIPE_ERRORS.timeout.message },
    });
    expect(elapsed).toBeGreaterThanOrEqual(590);
    expect(elapsed).toBeLessThan(600 + SLACK_MS);
    await server.provider.requests[0]!.aborted;
    await expectServesNormally(server);
  });

  it.each([
    ['length', 'length'],
    ['max_tokens', 'length'],
    ['stop', 'stop'],
    ['eos_token', 'stop'],
  ] as const)(
    'passes finish_reason %j on as finishReason %j',
    async (providerReason, finishReason) => {
      const server = await startServerForThisTest();
      server.provider.use(streamOf(['Step 1. ', 'Step 2.'], { finishReason: providerReason }));
      const events = await readEvents(await postRecipe(server, INGREDIENTS));
      expect(recipeText(events)).toBe('Step 1. Step 2.');
      expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason, conflicts: [] } });
    },
  );
});

describe('a visitor who leaves', () => {
  async function leaveAfter(target: TestServer, waitFor: 'first text' | 'provider call') {
    const visitor = request(target.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    visitor.end(JSON.stringify(INGREDIENTS));
    // Hanging up before any answer is a "socket hang up" on the visitor's side.
    const hungUp = waitFor === 'provider call' ? once(visitor, 'error') : undefined;
    if (waitFor === 'first text') {
      const [response] = (await once(visitor, 'response')) as [IncomingMessage];
      await once(response, 'data');
    } else {
      await target.provider.waitForRequests(1);
    }
    const leftAt = Date.now();
    visitor.destroy();
    if (hungUp) expect((await hungUp)[0]).toMatchObject({ code: 'ECONNRESET' });
    const abortedAt = await target.provider.requests[0]!.aborted;
    return abortedAt - leftAt;
  }

  it('aborts the provider call within 1 s while the recipe streams', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 30_000 }));
    expect(await leaveAfter(server, 'first text')).toBeLessThan(1000);
    await expectServesNormally(server);
  });

  it('aborts the provider call within 1 s while waiting for the first text', async () => {
    const server = await startServerForThisTest();
    server.provider.use({ kind: 'hang' });
    expect(await leaveAfter(server, 'provider call')).toBeLessThan(1000);
    await expectServesNormally(server);
    expect(server.logs.some((line) => line.includes('"level":50'))).toBe(false);
  });
});
