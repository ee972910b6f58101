/**
 * One structured log line per recipe request: outcome, model, time to first chunk, duration,
 * chunks and finish reason; never an ingredient, never the token.
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
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
