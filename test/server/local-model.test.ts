/**
 * The local model, run for real by node-llama-cpp on a tiny GGUF written here: recipes
 * stream through the real route, end at 512 tokens, differ between asks, and reuse what a warm
 * sequence holds.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildChangeMessage, MAX_TOKENS } from '../../src/server/prompt/prompt.js';
import { endedRecipes, metricsOf, type RecipeLogLine } from '../support/app-state.js';
import { useLocalModelServer } from '../support/local-model-server.js';
import { valueOf } from '../support/prometheus.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { PROMPT_TOO_LONG_MESSAGE } from '../../src/server/providers/local/local-provider.js';
import { readEvents, recipeText, type DecodedEvent } from '../support/sse.js';
import { postRecipe } from '../support/test-server.js';

// Real model runs: seconds each on a quiet machine, several times that on a busy one.
vi.setConfig({ testTimeout: 30_000 });

// Trained for more than the server gives a sequence, as real models are (Qwen2.5: 32,768).
const local = useLocalModelServer(
  { contextLength: 16_384 },
  { LOCAL_SEQUENCES: '2', METRICS_PORT: '0', RATE_LIMIT_PER_MINUTE: '100' },
);

/**
 * Asks to change a recipe written earlier and checks that the model reused the recipe's prompt and
 * the recipe written (the tiny model's bytes tokenize back to exactly the tokens written), and
 * evaluated only the new turn: the change as sent and the chat template's few markers.
 */
async function changeEvaluatesOnlyWhatIsNew(
  recipe: DecodedEvent[],
  written: RecipeLogLine,
  change: string,
): Promise<RecipeLogLine> {
  await postRecipe(local(), {
    ...INGREDIENTS,
    revise: { recipe: recipeText(recipe), change },
  }).then(readEvents);
  const revised = endedRecipes(local()).at(-1)!;
  // (The last token written is sampled but never evaluated: the writing stopped there.)
  expect(revised.reusedTokens).toBe(written.promptTokens! + written.outputTokens! - 1);
  const evaluated = revised.promptTokens! - revised.reusedTokens!;
  expect(evaluated).toBeGreaterThanOrEqual(buildChangeMessage(change).length);
  expect(evaluated).toBeLessThan(buildChangeMessage(change).length + 40);
  return revised;
}

describe('the local model', () => {
  it('reports itself in health, ready', async () => {
    const health = await fetch(`${local().origin}/Recipe-generator/api/health`);
    const body = (await health.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'ok',
      configured: true,
      // The file's name, never the owner's path.
      model: 'model.gguf',
      local: { state: 'ready' },
    });
    expect(body.local).not.toHaveProperty('error');
  });

  it('streams a recipe through the real route, ending length at 512 tokens', async () => {
    const response = await postRecipe(local(), INGREDIENTS);
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    const deltas = events.filter((event) => event.event === 'delta');
    // In pieces as written (text that piles up while the reader is busy goes as one piece).
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { finishReason: 'length', conflicts: [] },
    });
    expect(recipeText(events)).toMatch(/^[A-Za-z0-9.,\n]+$/);
    // The count the model reports, not the text's length (a token may be more than a character).
    expect(endedRecipes(local()).at(-1)).toMatchObject({
      outcome: 'cut_off',
      outputTokens: MAX_TOKENS,
    });
  });

  it('takes any list of messages, as a revision sends them (system, user, assistant, user)', async () => {
    const response = await postRecipe(local(), {
      ...INGREDIENTS,
      revise: {
        recipe: '# Pancakes\n\n1. Whisk the milk and eggs.',
        change: 'Make it without eggs.',
      },
    });
    const events = await readEvents(response);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { finishReason: 'length', conflicts: [] },
    });
    expect(endedRecipes(local()).at(-1)).toMatchObject({
      outcome: 'cut_off',
      outputTokens: MAX_TOKENS,
    });
  });

  it('writes a different recipe each time (sampled, not greedy)', async () => {
    const [first, second] = await Promise.all([
      postRecipe(local(), INGREDIENTS).then(readEvents),
      postRecipe(local(), INGREDIENTS).then(readEvents),
    ]);
    expect(recipeText(first!)).not.toBe(recipeText(second!));
  });

  it(
    'keeps its sequences warm: a second recipe and a change of a recipe evaluate only what is new',
    { timeout: 20_000 },
    async () => {
      const recipe = await postRecipe(local(), INGREDIENTS).then(readEvents);
      const first = endedRecipes(local()).at(-1)!;
      // Another list: the system message is not evaluated again.
      await postRecipe(local(), { ingredients: ['rice', 'leeks', 'butter'] }).then(readEvents);
      const second = endedRecipes(local()).at(-1)!;
      expect(second.reusedTokens).toBeGreaterThan(0);
      expect(second.promptTokens! - second.reusedTokens!).toBeLessThan(first.promptTokens!);

      // A change of the first recipe, right after it: its prompt, the recipe written (the tiny
      // model's bytes tokenize back to exactly the tokens written) and only then what is new.
      const revised = await changeEvaluatesOnlyWhatIsNew(recipe, first, 'Make it without eggs.');
      const metrics = await promptTokenMetrics();
      expect(metrics.reused).toBeGreaterThanOrEqual(revised.reusedTokens! + second.reusedTokens!);
    },
  );

  it('finds a recipe again after 4 other recipes took both sequences: a change evaluates only what is new', async () => {
    const recipe = await postRecipe(local(), INGREDIENTS).then(readEvents);
    const first = endedRecipes(local()).at(-1)!;
    for (const other of ['rice', 'beans', 'corn', 'peas']) {
      await postRecipe(local(), { ingredients: [other, 'leeks', 'butter'] }).then(readEvents);
    }
    await changeEvaluatesOnlyWhatIsNew(recipe, first, 'Make it for two.');
  });

  it('gives a sequence 4,096 tokens, however many the model was trained for', async () => {
    // 5,000 digits are 5,000 tokens: within the model's 16,384, over a sequence's 4,096.
    const response = await postRecipe(local(), {
      ...INGREDIENTS,
      revise: { recipe: '7'.repeat(5000), change: 'Make it without eggs.' },
    });
    await refusal(response, 400, 'invalid_request', PROMPT_TOO_LONG_MESSAGE);
  });

  it('refuses a change too long for its context with a clear 400, before anything counts', async () => {
    // 8,000 digits are 8,000 tokens here (and for Qwen2's tokenizer): over the 4,096 of a sequence.
    const response = await postRecipe(local(), {
      ...INGREDIENTS,
      revise: { recipe: '7'.repeat(8000), change: 'Make it without eggs.' },
    });
    await refusal(response, 400, 'invalid_request', PROMPT_TOO_LONG_MESSAGE);
    expect(endedRecipes(local()).at(-1)).toMatchObject({ outcome: 'invalid_request' });
    expect(endedRecipes(local()).at(-1)?.promptTokens).toBeUndefined();
  });

  it('answers health while two recipes generate', async () => {
    // Asked from the moment the recipes are asked for: preparing one must not hold health up.
    // How fast it answers meanwhile is a figure of `npm run bench` (tiny model), not a test's.
    const recipes = [postRecipe(local(), INGREDIENTS), postRecipe(local(), INGREDIENTS)];
    const states = await healthStates(20);
    const ends = await Promise.all(recipes.map(async (response) => readEvents(await response)));
    for (const events of ends) {
      expect(events.at(-1)).toEqual({
        event: 'done',
        data: { finishReason: 'length', conflicts: [] },
      });
    }
    expect(states).toEqual(Array.from({ length: 20 }, () => 'ready'));
  });
});

async function promptTokenMetrics(): Promise<{ evaluated: number; reused: number }> {
  const samples = await metricsOf(local());
  const of = (kind: string) => valueOf(samples, 'local_prompt_tokens_total', { kind }) ?? NaN;
  return { evaluated: of('evaluated'), reused: of('reused') };
}

/** Asks health `count` times, one after the other; the local model's state in each answer. */
async function healthStates(count: number): Promise<string[]> {
  const states: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${local().origin}/Recipe-generator/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { local?: { state?: string } };
    states.push(body.local?.state ?? 'none');
  }
  return states;
}
