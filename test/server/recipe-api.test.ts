import { describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../../src/server/config.js';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { INGREDIENTS, openRecipe } from '../support/recipe-visitor.js';
import { readEvents, recipeText } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { injectRecipe, postRecipe } from '../support/test-server.js';

describe('POST /Recipe-generator/api/recipe', () => {
  it('streams the recipe as SSE deltas and a done event', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 5 }));
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const events = await readEvents(response);
    expect(recipeText(events)).toBe(SAMPLE_TOKENS.join(''));
    expect(events.filter((event) => event.event === 'delta').length).toBe(SAMPLE_TOKENS.length);
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop', conflicts: [] } });
  });

  it('sends the provider exactly the prompt of the original app', async () => {
    const server = await startServerForThisTest();
    // The original course project's words, written out here rather than imported, so that a
    // rewording of the code's constant fails this test.
    const originalSystemMessage =
      'You are an assistant that receives a list of ingredients that a user has and suggests a ' +
      "recipe they could make with some or all of those ingredients. You don't need to use every " +
      'ingredient they mention in your recipe. The recipe can include additional ingredients ' +
      "they didn't mention, but try not to include too many extra ingredients. Format your " +
      'response in markdown to make it easier to render to a web page.';
    const response = await postRecipe(server, {
      ingredients: [' milk ', 'eggs', 'flour', 'baking powder'],
    });
    await response.text();
    expect(server.provider.requests).toHaveLength(1);
    const request = server.provider.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.body).toMatchObject({
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      max_tokens: 512,
      stream: true,
    });
    expect(request.body.messages).toEqual([
      { role: 'system', content: originalSystemMessage },
      {
        role: 'user',
        content: 'I have milk, eggs, flour, baking powder. Please give me a recipe!',
      },
    ]);
  });

  it('passes a cut-off recipe on as finishReason "length"', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(['Step 1'], { finishReason: 'length' }));
    const events = await readEvents(await postRecipe(server, INGREDIENTS));
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { finishReason: 'length', conflicts: [] },
    });
  });

  it.each([
    [{ ingredients: 'milk, eggs, flour' }, 'invalid_request'],
    [{ ingredients: ['milk', 'eggs', 3] }, 'invalid_request'],
    [['milk', 'eggs', 'flour'], 'invalid_request'],
    [{ ingredients: ['milk', 'eggs', 'flour'], model: 'gpt-4' }, 'invalid_request'],
    [{ ingredients: ['milk', 'eggs'] }, 'invalid_ingredients'],
    [{ ingredients: ['milk', 'eggs', ' ab '] }, 'invalid_ingredients'],
  ])('refuses %j with 400 %s and never calls the provider', async (body, code) => {
    const server = await startServerForThisTest();
    const response = await injectRecipe(server, body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message.length).toBeGreaterThan(10);
    expect(server.provider.requests).toHaveLength(0);
  });

  it('refuses a body that is not JSON: 415 for text/plain, 400 for broken JSON', async () => {
    const server = await startServerForThisTest();
    const plain = await fetch(server.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'milk, eggs, flour',
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    const broken = await fetch(server.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ingredients": [',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const server = await startServerForThisTest();
    const response = await postRecipe(server, { ingredients: ['x'.repeat(65 * 1024)] });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it.each([
    [401, 'provider_auth', 502],
    [402, 'out_of_credits', 503],
    [403, 'provider_auth', 502],
    [404, 'model_unavailable', 502],
    [429, 'provider_busy', 503],
    [503, 'provider_busy', 503],
    [500, 'provider_error', 502],
  ])('turns a provider %i before any text into %s (%i)', async (status, code, expected) => {
    const server = await startServerForThisTest();
    server.provider.use({
      kind: 'reply',
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'upstream says no' } }),
      headers: { 'retry-after': '7' },
    });
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(expected);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message).not.toMatch(/upstream says no/);
    if (code === 'provider_busy') expect(response.headers.get('retry-after')).toBe('7');
    // A model not served sends the recipe to the next model of the default chain; nothing else does.
    expect(server.provider.requests).toHaveLength(
      code === 'model_unavailable' ? DEFAULT_MODELS.length : 1,
    );
  });

  it('calls an answer without any text a provider_error', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf([]));
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'provider_error' } });
  });

  it('ends with an error event, after the text so far, when the provider fails mid-stream', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { resetAfter: 3, tokenDelayMs: 5 }));
    const events = await readEvents(await postRecipe(server, INGREDIENTS));
    expect(recipeText(events)).toBe(SAMPLE_TOKENS.slice(0, 3).join(''));
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'provider_error' } });
  });

  it('aborts the provider call within a second when the visitor leaves', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 10_000 }));
    const visitor = await openRecipe(server.apiUrl);
    const leftAt = Date.now();
    visitor.leave();
    const abortedAt = await server.provider.requests[0]!.aborted;
    expect(abortedAt - leftAt).toBeLessThan(1000);
  });

  it('answers timeout when the first text does not come in time, and aborts the provider', async () => {
    const server = await startServerForThisTest({ RECIPE_FIRST_TOKEN_TIMEOUT_MS: '200' });
    server.provider.use({ kind: 'hang' });
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { code: 'timeout' } });
    expect(await server.provider.requests[0]!.aborted).toBeGreaterThan(0);
  });

  it('tries the next model when one is unavailable', async () => {
    const server = await startServerForThisTest({ RECIPE_MODEL: 'gone/model,other/model' });
    server.provider.use((body) =>
      body.model === 'gone/model'
        ? {
            kind: 'reply',
            status: 404,
            contentType: 'application/json',
            body: '{"error":"Model not found"}',
          }
        : streamOf(['Fallback recipe']),
    );
    const events = await readEvents(await postRecipe(server, INGREDIENTS));
    expect(recipeText(events)).toBe('Fallback recipe');
    expect(server.provider.requests.map((request) => request.body.model)).toEqual([
      'gone/model',
      'other/model',
    ]);
    expect(server.logs.some((line) => line.includes('"model":"other/model"'))).toBe(true);
  });
});

describe('without a provider configured', () => {
  it('starts, reports configured:false and answers not_configured', async () => {
    const server = await startServerForThisTest({ RECIPE_ENDPOINT_URL: '', LOCAL_MODEL: 'off' });
    const health = await fetch(`${server.origin}/Recipe-generator/api/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      configured: false,
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    });
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'not_configured' } });
    expect(server.provider.requests).toHaveLength(0);
  });
});
