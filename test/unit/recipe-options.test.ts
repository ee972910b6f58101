import { describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE, buildMessages, describeOptions } from '../../src/server/prompt/prompt.js';
import { parseRecipeRequest } from '../../src/recipe/parse-recipe-request.js';

const INGREDIENTS = ['milk', 'eggs', 'flour'];
const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';

describe('recipe options in the prompt', () => {
  it('leaves the messages byte-identical when no option is chosen', () => {
    const original = [
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
    ];
    expect(buildMessages(INGREDIENTS)).toEqual(original);
    expect(buildMessages(INGREDIENTS, {})).toEqual(original);
    expect(buildMessages(INGREDIENTS, { diet: [] })).toEqual(original);
    expect(JSON.stringify(buildMessages(INGREDIENTS, {}))).toBe(JSON.stringify(original));
  });

  it('adds servings and dietary needs to the system message only', () => {
    const messages = buildMessages(INGREDIENTS, { servings: 4, diet: ['vegan', 'nut-free'] });
    expect(messages).toEqual([
      {
        role: 'system',
        content: `${SYSTEM_MESSAGE} The recipe should serve 4 people. The recipe must be vegan, nut-free.`,
      },
      { role: 'user', content: USER_MESSAGE },
    ]);
    expect(describeOptions({ servings: 1 })).toBe('The recipe should serve 1 person.');
    expect(describeOptions({ diet: ['gluten-free'] })).toBe('The recipe must be gluten-free.');
  });
});

describe('parseRecipeRequest with options', () => {
  it('accepts servings 1-12 and the five diets, and drops empty options', () => {
    expect(
      parseRecipeRequest({
        ingredients: INGREDIENTS,
        options: {
          servings: 12,
          diet: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'],
        },
      }),
    ).toEqual({
      ok: true,
      request: {
        ingredients: INGREDIENTS,
        options: {
          servings: 12,
          diet: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'],
        },
      },
    });
    expect(parseRecipeRequest({ ingredients: INGREDIENTS, options: { servings: 1 } })).toEqual({
      ok: true,
      request: { ingredients: INGREDIENTS, options: { servings: 1 } },
    });
    for (const options of [{}, { diet: [] }]) {
      expect(parseRecipeRequest({ ingredients: INGREDIENTS, options })).toEqual({
        ok: true,
        request: { ingredients: INGREDIENTS },
      });
    }
  });

  it.each([
    null,
    [],
    'vegan',
    { servings: 0 },
    { servings: 13 },
    { servings: 2.5 },
    { servings: '4' },
    { diet: 'vegan' },
    { diet: ['keto'] },
    { diet: ['Vegan'] },
    { diet: ['vegan', 'vegan'] },
    { servings: 2, spicy: true },
  ])('refuses options %j as invalid_request', (options) => {
    const parsed = parseRecipeRequest({ ingredients: INGREDIENTS, options });
    expect(parsed).toMatchObject({ ok: false, code: 'invalid_request' });
  });
});
