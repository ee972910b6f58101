/**
 * The default model chain, with no RECIPE_MODEL set, so the defaults themselves are tested: a
 * model the provider does not serve is passed over and remembered for 10 minutes, a 402 ends the
 * recipe with out_of_credits at once, and api/health names the model in use.
 */
import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { UNAVAILABLE_MEMORY_MS } from '../../src/server/writer/model-chain.js';
import {
  SAMPLE_TOKENS,
  streamOf,
  type ChatRequestBody,
  type FakeBehaviour,
} from '../fake-provider.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { readEvents, recipeText } from '../support/sse.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const MIXTRAL = 'mistralai/Mixtral-8x7B-Instruct-v0.1';
const LLAMA_8B = 'meta-llama/Llama-3.1-8B-Instruct';
const LLAMA_70B = 'meta-llama/Llama-3.3-70B-Instruct';

/** What the Hugging Face router answers for a model no enabled provider serves. */
const NOT_SERVED: FakeBehaviour = {
  kind: 'reply',
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify({
    error: {
      message: `The requested model '${MIXTRAL}' is not supported by any provider you have enabled.`,
      type: 'invalid_request_error',
      param: 'model',
      code: 'model_not_supported',
    },
  }),
};

/** The router's 402, in the words users quote (huggingface/agents-course#386). */
const CREDITS_USED_UP: FakeBehaviour = {
  kind: 'reply',
  status: 402,
  contentType: 'application/json',
  body: JSON.stringify({
    error:
      'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
  }),
};

/** Each model gets its own answer; models not named stream a recipe. */
function byModel(answers: Record<string, FakeBehaviour>) {
  return (body: ChatRequestBody): FakeBehaviour =>
    answers[body.model ?? ''] ?? streamOf([`# From ${body.model}\n`, ...SAMPLE_TOKENS]);
}

function manualClock() {
  let time = Date.UTC(2026, 10, 22, 12);
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

const askedModels = (server: TestServer) => server.provider.requests.map((r) => r.body.model);

async function recipeFrom(server: TestServer, model: string): Promise<void> {
  const response = await postRecipe(server, INGREDIENTS);
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  expect(recipeText(events)).toBe(`# From ${model}\n${SAMPLE_TOKENS.join('')}`);
  expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop', conflicts: [] } });
}

async function modelInHealth(server: TestServer): Promise<unknown> {
  const response = await fetch(`${server.origin}/Recipe-generator/api/health`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { model: unknown }).model;
}

/** The log lines with this message, parsed. */
function logged(server: TestServer, message: string): Record<string, unknown>[] {
  return server.logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === message);
}

const SKIP_LINE = 'skipped models believed unavailable; another answered';

describe('the default model chain (no RECIPE_MODEL)', () => {
  it('asks Mixtral first, as the original does, with max_tokens 512', async () => {
    const server = await startServerForThisTest();
    server.provider.use(byModel({}));
    expect(await modelInHealth(server)).toBe(MIXTRAL);
    await recipeFrom(server, MIXTRAL);
    expect(askedModels(server)).toEqual([MIXTRAL]);
    expect(server.provider.requests[0]!.body.max_tokens).toBe(512);
  });

  it('writes the recipe with the next model when Mixtral is not served, and skips Mixtral for the next recipe', async () => {
    const server = await startServerForThisTest();
    server.provider.use(byModel({ [MIXTRAL]: NOT_SERVED }));

    await recipeFrom(server, LLAMA_8B);
    expect(askedModels(server)).toEqual([MIXTRAL, LLAMA_8B]);
    expect(
      logged(server, 'model unavailable: trying the next, and skipping this one for a while'),
    ).toEqual([
      expect.objectContaining({ model: MIXTRAL, fallback: LLAMA_8B, skippedForMs: 600_000 }),
    ]);
    expect(await modelInHealth(server)).toBe(LLAMA_8B);

    await recipeFrom(server, LLAMA_8B);
    expect(askedModels(server)).toEqual([MIXTRAL, LLAMA_8B, LLAMA_8B]);
    // Once for this skip: which model was skipped, and which answered.
    expect(logged(server, SKIP_LINE)).toEqual([
      expect.objectContaining({ skipped: [MIXTRAL], model: LLAMA_8B }),
    ]);

    await recipeFrom(server, LLAMA_8B);
    expect(logged(server, SKIP_LINE)).toHaveLength(2);
    expect(askedModels(server).filter((model) => model === MIXTRAL)).toHaveLength(1);
  });

  it('gets the recipe from the third model when Mixtral and the next are both unavailable', async () => {
    const server = await startServerForThisTest();
    server.provider.use(byModel({ [MIXTRAL]: NOT_SERVED, [LLAMA_8B]: NOT_SERVED }));
    await recipeFrom(server, LLAMA_70B);
    expect(askedModels(server)).toEqual([MIXTRAL, LLAMA_8B, LLAMA_70B]);
    expect(await modelInHealth(server)).toBe(LLAMA_70B);

    await recipeFrom(server, LLAMA_70B);
    expect(askedModels(server).slice(3)).toEqual([LLAMA_70B]);
    expect(logged(server, SKIP_LINE)).toEqual([
      expect.objectContaining({ skipped: [MIXTRAL, LLAMA_8B], model: LLAMA_70B }),
    ]);
  });

  it('tries Mixtral first again once its 10 minutes are over', async () => {
    const clock = manualClock();
    const server = await startServerForThisTest({}, { modelChain: { now: clock.now } });
    server.provider.use(byModel({ [MIXTRAL]: NOT_SERVED }));
    await recipeFrom(server, LLAMA_8B);

    clock.advance(UNAVAILABLE_MEMORY_MS - 1_000);
    await recipeFrom(server, LLAMA_8B);
    expect(askedModels(server)).toEqual([MIXTRAL, LLAMA_8B, LLAMA_8B]);

    // Ten minutes after it was found unavailable, Mixtral is served again.
    clock.advance(1_000);
    expect(await modelInHealth(server)).toBe(MIXTRAL);
    server.provider.use(byModel({}));
    await recipeFrom(server, MIXTRAL);
    expect(askedModels(server)).toEqual([MIXTRAL, LLAMA_8B, LLAMA_8B, MIXTRAL]);
  });

  it('says model_unavailable when no model is served, then tries them all again in order', async () => {
    const server = await startServerForThisTest();
    server.provider.use(NOT_SERVED);
    await refusal(await postRecipe(server, INGREDIENTS), 502, 'model_unavailable');
    expect(askedModels(server)).toEqual([MIXTRAL, LLAMA_8B, LLAMA_70B]);

    // Every model is believed unavailable: better to ask them all again than to refuse unasked.
    server.provider.use(byModel({}));
    await recipeFrom(server, MIXTRAL);
    expect(askedModels(server).slice(3)).toEqual([MIXTRAL]);
    expect(logged(server, 'every model is believed unavailable: trying them all')).toHaveLength(1);
    expect(await modelInHealth(server)).toBe(MIXTRAL);
  });
});

describe('out of credits', () => {
  it('turns a 402 into out_of_credits, tries no other model, and tells the owner what to do', async () => {
    const server = await startServerForThisTest();
    server.provider.use(CREDITS_USED_UP);
    await refusal(await postRecipe(server, INGREDIENTS), 503, 'out_of_credits');
    expect(askedModels(server)).toEqual([MIXTRAL]);

    const [line] = logged(server, 'recipe refused');
    expect(line).toMatchObject({ code: 'out_of_credits' });
    expect(line!.detail).toContain('used up its credits');
    expect(line!.detail).toContain('https://huggingface.co/settings/billing');
    expect(line!.detail).toContain('You have exceeded your monthly included credits');
    // Credits are the account's: Mixtral is not held against them.
    expect(await modelInHealth(server)).toBe(MIXTRAL);
  });

  it('tells the visitor plainly, without tokens or plans', () => {
    const { status, message } = RECIPE_ERRORS.out_of_credits;
    expect(status).toBe(503);
    expect(message).toMatch(/used up its AI credits/);
    expect(message).toMatch(/try again later/i);
    expect(message).not.toMatch(/token|plan|PRO|subscri/i);
  });

  it('does not try the next model after a fallback either', async () => {
    const server = await startServerForThisTest();
    server.provider.use(byModel({ [MIXTRAL]: NOT_SERVED, [LLAMA_8B]: CREDITS_USED_UP }));
    await refusal(await postRecipe(server, INGREDIENTS), 503, 'out_of_credits');
    expect(askedModels(server)).toEqual([MIXTRAL, LLAMA_8B]);
    expect(await modelInHealth(server)).toBe(LLAMA_8B);
  });
});
