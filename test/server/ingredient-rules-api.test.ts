import { describe, expect, it } from 'vitest';
import { describeIngredientProblem } from '../../src/recipe/ingredient-rules.js';
import { readEvents } from '../support/sse.js';
import { useTestServer } from '../support/server-per-test.js';
import { injectRecipe, postRecipe } from '../support/test-server.js';

const server = useTestServer();

async function refusal(ingredients: string[]) {
  const before = server.provider.requests.length;
  // A plain JSON refusal: no socket needed.
  const response = await injectRecipe(server, { ingredients });
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, body, providerCalls: server.provider.requests.length - before };
}

describe('the server enforces the shared text and food rules', () => {
  it.each([
    [['milk', 'bleach', 'flour'], 'not_food'],
    [['milk', 'eggs', 'laundry detergent'], 'not_food'],
    [['ammonia', 'eggs', 'flour'], 'not_food'],
    [['milk', 'milk\u200b', 'flour'], 'invisible_characters'],
    [['milk', 'eggs', 'flo\u202eur'], 'invisible_characters'],
    [['milk', 'eggs', 'flour\ud83c'], 'invisible_characters'],
    [['milk', 'eggs', 'a🍳'], 'too_short'],
    [['milk', 'eggs', '🍳'.repeat(81)], 'too_long'],
    [['Caf\u00e9', 'cafe\u0301', 'flour'], 'duplicate'],
  ] as const)(
    'refuses %j (%s) with 400 invalid_ingredients; the provider is never called',
    async (ingredients, problem) => {
      const { status, body, providerCalls } = await refusal([...ingredients]);
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_ingredients');
      expect(body.error.message).toContain(describeIngredientProblem(problem));
      expect(providerCalls).toBe(0);
    },
  );

  it('sends foods that share a word with a non-food, and 80 emoji, exactly as typed', async () => {
    const ingredients = ["baker's ammonia", 'bleached flour', 'glutinous rice', '🍳'.repeat(80)];
    const response = await postRecipe(server, { ingredients });
    expect(response.status).toBe(200);
    await readEvents(response);
    const request = server.provider.requests.at(-1)!;
    expect(request.body.messages?.at(-1)?.content).toBe(
      `I have ${ingredients.join(', ')}. Please give me a recipe!`,
    );
  });
});
