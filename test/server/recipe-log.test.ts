/**
 * One structured log line per recipe request: outcome, model, time to first chunk, duration,
 * chunks and finish reason; never an ingredient, never the token. A refusal writes that line
 * only, with what refused it, so a burst of refused recipes writes one line each.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { INGREDIENTS as SOME_INGREDIENTS, openRecipe } from '../support/recipe-visitor.js';
import { readEvents } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const TOKEN = 'hf_SecretTokenForLogTest0123456789';
const INGREDIENTS = ['zanzibar-saffron', 'quokka-quince', 'xylo-sumac'];
const MODEL = 'test/log-model';

interface RecipeLine {
  msg: string;
  reqId: string;
  recipe: Record<string, unknown>;
}

function recipeLines(server: TestServer): RecipeLine[] {
  return server.logs
    .map((line) => JSON.parse(line) as RecipeLine)
    .filter((line) => line.msg === 'recipe ended');
}

describe('the log line of a recipe', () => {
  it('holds outcome, model, timings, chunks and finish reason, and no ingredient or token', async () => {
    const server = await startServerForThisTest({ HF_TOKEN: TOKEN, RECIPE_MODEL: MODEL });
    server.provider.use(
      streamOf(['# Spiced', ' quince', ' tart'], { firstTokenDelayMs: 50, finishReason: 'length' }),
    );
    const response = await postRecipe(server, { ingredients: INGREDIENTS });
    await readEvents(response);
    // The token really went to the provider, so a leak would show.
    expect(server.provider.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);

    const [line, ...others] = recipeLines(server);
    expect(others).toEqual([]);
    expect(line!.recipe).toEqual({
      outcome: 'cut_off',
      model: MODEL,
      timeToFirstChunkMs: expect.any(Number) as number,
      durationMs: expect.any(Number) as number,
      chunks: 3,
      finishReason: 'length',
    });
    const { timeToFirstChunkMs, durationMs } = line!.recipe as Record<string, number>;
    expect(timeToFirstChunkMs).toBeGreaterThanOrEqual(45);
    expect(durationMs).toBeGreaterThanOrEqual(timeToFirstChunkMs!);
    // It belongs to the request, like Fastify's own lines.
    expect(line!.reqId).toEqual(expect.any(String));

    const log = server.logs.join('\n');
    for (const secret of [TOKEN, ...INGREDIENTS]) expect(log).not.toContain(secret);
  });

  it('is written for refusals and failures too, with their code', async () => {
    const server = await startServerForThisTest({ HF_TOKEN: TOKEN, RECIPE_MODEL: MODEL });
    await (await postRecipe(server, { ingredients: ['zanzibar-saffron'] })).text();
    server.provider.use({
      kind: 'reply',
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: `bad token Bearer ${TOKEN}` }),
    });
    await (await postRecipe(server, { ingredients: INGREDIENTS })).text();
    server.provider.use(streamOf(['a', 'b', 'c'], { completionTokens: 3, errorAfter: 2 }));
    await readEvents(await postRecipe(server, { ingredients: INGREDIENTS }));

    expect(recipeLines(server).map((line) => line.recipe)).toEqual([
      { outcome: 'invalid_ingredients', chunks: 0, finishReason: null },
      {
        outcome: 'provider_auth',
        model: MODEL,
        durationMs: expect.any(Number) as number,
        chunks: 0,
        finishReason: null,
        // The provider's words, its token redacted.
        detail: expect.stringContaining('401') as string,
      },
      {
        outcome: 'provider_error',
        model: MODEL,
        timeToFirstChunkMs: expect.any(Number) as number,
        durationMs: expect.any(Number) as number,
        chunks: 2,
        finishReason: null,
      },
    ]);
    const log = server.logs.join('\n');
    for (const secret of [TOKEN, ...INGREDIENTS]) expect(log).not.toContain(secret);
  });
});

describe('the log of a burst of refused recipes', () => {
  const BURST = 12;
  const parsed = (lines: readonly string[]) =>
    lines.map((line) => JSON.parse(line) as { msg: string; recipe?: Record<string, unknown> });

  it('is one line per refusal, the recipe’s own, with what refused it', async () => {
    const server = await startServerForThisTest({
      MAX_CONCURRENT_RECIPES: '1',
      RATE_LIMIT_PER_MINUTE: '100',
      REFUSAL_LIMIT_PER_MINUTE: '100',
    });
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 30_000 }));
    const held = await openRecipe(server.apiUrl);
    const before = server.logs.length;
    const answers = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const response = await postRecipe(server, SOME_INGREDIENTS);
        await response.text();
        return response.status;
      }),
    );
    expect(answers).toEqual(Array.from({ length: BURST }, () => 503));
    // Written in the refusal hook, before the answer is sent: every line is in by now.
    expect(parsed(server.logs.slice(before))).toEqual(
      Array.from({ length: BURST }, () =>
        expect.objectContaining({
          msg: 'recipe ended',
          recipe: {
            outcome: 'busy',
            chunks: 0,
            finishReason: null,
            detail: 'too many recipes at once (1)',
          },
        }),
      ),
    );
    held.leave();
    await server.provider.requests[0]!.aborted;
  });

  it('is one line per refusal past the refusal budget too, before the body is read', async () => {
    const server = await startServerForThisTest({ REFUSAL_LIMIT_PER_MINUTE: '2' });
    const before = server.logs.length;
    for (let i = 0; i < 2 + BURST; i++) {
      await (await postRecipe(server, { ingredients: ['x'] })).text();
    }
    const lines = parsed(server.logs.slice(before));
    expect(lines.map((line) => line.msg)).toEqual(
      Array.from({ length: 2 + BURST }, () => 'recipe ended'),
    );
    expect(lines.slice(2).map((line) => line.recipe)).toEqual(
      Array.from({ length: BURST }, () => ({
        outcome: 'rate_limited',
        chunks: 0,
        finishReason: null,
        detail: 'refusal budget used up: refused before reading the body',
      })),
    );
  });
});
