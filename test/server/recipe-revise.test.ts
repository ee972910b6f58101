import { describe, expect, it } from 'vitest';
import { rewriteChange } from '../../src/client/wishes/rewrite-change.js';
import { SYSTEM_MESSAGE } from '../../src/server/prompt/prompt.js';
import { providerRequestFor } from '../support/recipe-visitor.js';
import { readEvents } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const INGREDIENTS = ['milk', 'eggs', 'flour'];
const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';
const RECIPE = '# Oven pancakes\r\n\n1. Heat the oven to 220 °C.\n\t2. Bake **20 minutes**.';

describe('POST api/recipe with a revision, things to avoid and units', () => {
  async function providerMessages(server: TestServer, body: unknown) {
    const asked = await providerRequestFor(server, body);
    expect(asked.max_tokens).toBe(512);
    return asked.messages;
  }

  it('sends the original two messages, the recipe as the assistant and the change word for word', async () => {
    const server = await startServerForThisTest();
    expect(
      await providerMessages(server, {
        ingredients: INGREDIENTS,
        revise: { recipe: RECIPE, change: ' no oven, I only have a pan ' },
      }),
    ).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
      { role: 'assistant', content: RECIPE },
      { role: 'user', content: 'Please change this recipe: no oven, I only have a pan' },
    ]);
  });

  it('accepts the change "Rewrite without these" makes of found phrases with a tab, a zero-width space or an override', async () => {
    const server = await startServerForThisTest();
    const change = rewriteChange([
      { wish: 'dairy-free', found: 'but\tter', because: 'milk' },
      { wish: 'dairy-free', found: 'crème\u200bfraîche', because: 'milk' },
      { wish: 'eggs', found: '\u202eggE', because: null },
    ]);
    const messages = await providerMessages(server, {
      ingredients: INGREDIENTS,
      revise: { recipe: RECIPE, change },
    });
    expect(messages?.at(-1)).toEqual({
      role: 'user',
      content: `Please change this recipe: ${change}`,
    });
  });

  it('names each thing to avoid and the units in the system message, with a revision too', async () => {
    const server = await startServerForThisTest();
    expect(
      await providerMessages(server, {
        ingredients: INGREDIENTS,
        options: { avoid: ['peanuts', ' cilantro'], units: 'metric', diet: ['vegetarian'] },
        revise: { recipe: RECIPE, change: 'Can I replace the eggs?' },
      }),
    ).toEqual([
      {
        role: 'system',
        content: `${SYSTEM_MESSAGE} The recipe must be vegetarian. The recipe must not contain: peanuts, cilantro. Use metric units (grams, millilitres, °C).`,
      },
      { role: 'user', content: USER_MESSAGE },
      { role: 'assistant', content: RECIPE },
      { role: 'user', content: 'Please change this recipe: Can I replace the eggs?' },
    ]);
  });

  it('asks for US units', async () => {
    const server = await startServerForThisTest();
    expect(
      await providerMessages(server, { ingredients: INGREDIENTS, options: { units: 'us' } }),
    ).toEqual([
      { role: 'system', content: `${SYSTEM_MESSAGE} Use US customary units (cups, ounces, °F).` },
      { role: 'user', content: USER_MESSAGE },
    ]);
  });

  it('takes a recipe of 8,000 three-byte characters (24 KB) within the body limit', async () => {
    const server = await startServerForThisTest();
    const recipe = '鍋'.repeat(8000);
    const messages = await providerMessages(server, {
      ingredients: INGREDIENTS,
      revise: { recipe, change: 'no oven' },
    });
    expect(messages?.[2]).toEqual({ role: 'assistant', content: recipe });
  });

  it.each([
    [{ revise: { recipe: RECIPE } }, '"revise" must hold'],
    [{ revise: { recipe: RECIPE, change: 'no oven', model: 'other' } }, '"revise" must hold'],
    [{ revise: { recipe: 'x'.repeat(8001), change: 'no oven' } }, 'at most 8,000 characters'],
    [{ revise: { recipe: 'a\u001bb', change: 'no oven' } }, 'control characters'],
    [{ revise: { recipe: RECIPE, change: 'no' } }, 'at least 3 characters'],
    [{ revise: { recipe: RECIPE, change: 'no\u200b oven' } }, 'invisible characters'],
    [{ options: { avoid: ['peanuts', 'PEANUTS'] } }, 'already on the list of things to avoid'],
    [{ options: { avoid: Array.from({ length: 11 }, (_, i) => `nut ${i}`) } }, 'at most 10'],
    [{ options: { units: 'imperial' } }, '"units"'],
  ])('refuses %j with 400 invalid_request, reaching no provider', async (extra, message) => {
    const server = await startServerForThisTest();
    const response = await postRecipe(server, { ingredients: INGREDIENTS, ...extra });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toContain(message);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(server.provider.requests).toHaveLength(0);
  });

  it('counts a revision as one recipe against the limits', async () => {
    const server = await startServerForThisTest({ RATE_LIMIT_PER_MINUTE: '2' });
    const first = await postRecipe(server, { ingredients: INGREDIENTS });
    await readEvents(first);
    const revision = { ingredients: INGREDIENTS, revise: { recipe: RECIPE, change: 'no oven' } };
    const second = await postRecipe(server, revision);
    expect(second.status).toBe(200);
    await readEvents(second);
    const third = await postRecipe(server, revision);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(server.provider.requests).toHaveLength(2);
  });
});
