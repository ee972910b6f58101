/**
 * What one visitor's prompt left in the local model (a warm sequence, a saved state) speeds up
 * only that visitor: another client asking with the same list evaluates it all again, as for a
 * list nobody asked, and reuses only the start every visitor shares (the system message). A
 * visitor's diets, things to avoid and language, appended to the system message, are that
 * visitor's too: another client asking with all or some of them reuses no more than with a list
 * of its own. A
 * client's own second recipe and its changes keep their reuse, after other visitors' recipes too.
 * Counted in the tokens the model reports reusing, on the tiny test model.
 */
import { describe, expect, it, vi } from 'vitest';
import { endedRecipes, type RecipeLogLine } from '../support/app-state.js';
import type { RecipeOptions } from '../../src/recipe/recipe-request.js';
import { describeOptions } from '../../src/server/prompt/prompt.js';
import { useLocalModelServer } from '../support/local-model-server.js';
import { readEvents, recipeText } from '../support/sse.js';
import { postRecipe } from '../support/test-server.js';

vi.setConfig({ testTimeout: 60_000 });

const local = useLocalModelServer(
  {},
  { LOCAL_SEQUENCES: '2', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100' },
);

const VISITOR_A = '203.0.113.10';
const VISITOR_B = '198.51.100.20';
/** A third client, and an IPv6 one (its /64 is one client), for lists nobody else asked. */
const OTHERS = ['192.0.2.30', '2001:db8:1:2::1', '2001:db8:1:3::1', '192.0.2.31'];

async function ask(client: string, body: unknown): Promise<RecipeLogLine & { text: string }> {
  const events = await postRecipe(local(), body, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
  }).then(readEvents);
  // The random text may happen to name a thing to avoid: the conflicts found are not asserted.
  expect(events.at(-1)).toMatchObject({ event: 'done', data: { finishReason: 'length' } });
  return { ...endedRecipes(local()).at(-1)!, text: recipeText(events) };
}

const list = (...ingredients: string[]) => ({ ingredients });

describe('prompt reuse across visitors', () => {
  it('on a warm sequence: another client with the same list reuses only the shared start', async () => {
    const asked = list('milk', 'eggs', 'flour', 'sugar', 'butter', 'lemons');
    const first = await ask(VISITOR_A, asked);
    const fresh = await ask(OTHERS[0]!, list('rice', 'leeks', 'beans', 'corn', 'peas', 'kale'));
    // The shared start only (the system message is most of a prompt here).
    expect(fresh.reusedTokens).toBeGreaterThan(0);
    expect(fresh.reusedTokens!).toBeLessThan(
      first.promptTokens! - asked.ingredients.join('').length,
    );

    const other = await ask(VISITOR_B, asked);
    expect(other.promptTokens).toBe(first.promptTokens);
    expect(other.reusedTokens).toBe(fresh.reusedTokens);

    // The same client asking again keeps its whole prompt, from a sequence or its saved state.
    const again = await ask(VISITOR_A, asked);
    expect(again.reusedTokens).toBe(first.promptTokens);
  });

  it('on a saved state: another client reuses only the shared start, the client its whole recipe', async () => {
    const asked = list('apples', 'oats', 'honey', 'walnuts', 'yogurt', 'cinnamon');
    const first = await ask(VISITOR_A, asked);
    // Four other recipes take both sequences: the first lives on in its saved state only.
    let fresh: RecipeLogLine | undefined;
    for (const [index, client] of OTHERS.entries()) {
      fresh = await ask(client, list(`item${index}`, 'leeks', 'butter', 'tomatoes'));
    }
    const other = await ask(VISITOR_B, asked);
    expect(other.reusedTokens).toBe(fresh!.reusedTokens);

    // Visitor A's change of its recipe, after all these: the recipe's prompt and text are reused.
    const change = await ask(VISITOR_A, {
      ...asked,
      revise: { recipe: first.text, change: 'Make it for two.' },
    });
    expect(change.reusedTokens).toBe(first.promptTokens! + first.outputTokens! - 1);
  });
});

describe('diets and things to avoid across visitors', () => {
  const AVOID = ['peanuts', 'sesame', 'shrimp', 'celery', 'mustard'];
  const MORE_AVOID = ['lupin', 'oysters', 'walnuts', 'almonds', 'soy sauce'];
  const FRESH_AVOID = ['cashews', 'squid', 'mussels', 'pecans', 'fennel'];
  const wishes: RecipeOptions = {
    diet: ['vegetarian', 'gluten-free'],
    avoid: [...AVOID, ...MORE_AVOID],
    language: 'de',
  };

  it('another client with the same options, or some of them, reuses only the server’s own start', async () => {
    const owner = '203.0.113.40';
    const first = await ask(owner, { ...list('rice', 'leeks', 'beans', 'corn'), options: wishes });
    const fresh = await ask('198.51.100.41', {
      ...list('oats', 'pears', 'kale', 'figs'),
      options: { ...wishes, avoid: [...FRESH_AVOID, ...MORE_AVOID.map((entry) => `${entry}s`)] },
    });
    const copied = await ask('198.51.100.42', {
      ...list('apples', 'plums', 'chard', 'okra'),
      options: wishes,
    });
    const guessed = await ask('198.51.100.43', {
      ...list('barley', 'onions', 'peppers', 'dates'),
      options: { ...wishes, avoid: [...AVOID, ...FRESH_AVOID] },
    });
    const plain = await ask('198.51.100.44', list('millet', 'radishes', 'parsnips', 'limes'));
    // Everyone reuses the same start: the options' sentences are in nobody else's reuse.
    expect(first.reusedTokens).toBeGreaterThan(0);
    expect(fresh.reusedTokens).toBe(plain.reusedTokens);
    expect(copied.reusedTokens).toBe(fresh.reusedTokens);
    expect(guessed.reusedTokens).toBe(fresh.reusedTokens);

    // The client who chose them keeps them for its next recipe (from its saved state by now):
    // one token per byte in the tiny model's vocabulary.
    const next = await ask(owner, { ...list('lentils', 'carrots', 'thyme'), options: wishes });
    expect(next.reusedTokens!).toBeGreaterThan(
      fresh.reusedTokens! + describeOptions(wishes).length,
    );
  });
});
