import { describe, expect, it } from 'vitest';
import { findAvoidProblem } from '../../src/recipe/avoid-rules.js';
import {
  SYSTEM_MESSAGE,
  buildMessages,
  buildRequestMessages,
  describeOptions,
} from '../../src/server/prompt/prompt.js';
import { parseRecipeRequest } from '../../src/recipe/parse-recipe-request.js';
import { findChangeProblem, findRecipeTextProblem } from '../../src/recipe/revision-rules.js';

const INGREDIENTS = ['milk', 'eggs', 'flour'];
const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';
const RECIPE = '# Pancakes\n\r\n1. Mix **flour** and milk.\n\t2. Fry.';

describe('the rules of a revision', () => {
  it('takes a recipe of 1 to 8,000 code units with line breaks and tabs as its only controls', () => {
    expect(findRecipeTextProblem(RECIPE)).toBeNull();
    expect(findRecipeTextProblem('x')).toBeNull();
    expect(findRecipeTextProblem('x'.repeat(8000))).toBeNull();
    expect(findRecipeTextProblem('')).toBe('empty');
    expect(findRecipeTextProblem('x'.repeat(8001))).toBe('too_long');
    // Counted in code units: 4,000 emoji are 8,000 units, one more is too many.
    expect(findRecipeTextProblem('🍳'.repeat(4000))).toBeNull();
    expect(findRecipeTextProblem('🍳'.repeat(4000) + 'x')).toBe('too_long');
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
      expect(findRecipeTextProblem(`# Soup${control}`)).toBe('control_characters');
    }
  });

  it('takes a change of 3 to 200 characters as people see them, nothing invisible', () => {
    expect(findChangeProblem('no oven')).toBeNull();
    expect(findChangeProblem('👩‍🍳🍳🥚')).toBeNull();
    expect(findChangeProblem('no')).toBe('too_short');
    expect(findChangeProblem('👩‍🍳🍳')).toBe('too_short');
    expect(findChangeProblem('é'.repeat(200))).toBeNull();
    expect(findChangeProblem('e\u0301'.repeat(200))).toBeNull();
    expect(findChangeProblem('x'.repeat(201))).toBe('too_long');
    // Far over the code-unit bound: refused before graphemes are counted.
    expect(findChangeProblem('e\u0301'.repeat(100_000))).toBe('too_long');
    expect(findChangeProblem('no\noven')).toBe('control_characters');
    expect(findChangeProblem('no\u200boven')).toBe('invisible_characters');
    expect(findChangeProblem('no \u202eoven')).toBe('invisible_characters');
  });

  it('takes things to avoid under the ingredient text rules, the not-food check aside', () => {
    expect(findAvoidProblem('peanuts', [])).toBeNull();
    expect(findAvoidProblem('bleach', [])).toBeNull();
    expect(findAvoidProblem('Bleach', ['bleach'])).toBe('duplicate');
    expect(findAvoidProblem('PEANUTS', ['peanuts'])).toBe('duplicate');
    expect(findAvoidProblem('ab', [])).toBe('too_short');
    expect(findAvoidProblem('x'.repeat(81), [])).toBe('too_long');
    expect(findAvoidProblem('x'.repeat(100_000), [])).toBe('too_long');
    expect(findAvoidProblem('pea\u200bnuts', [])).toBe('invisible_characters');
    expect(findAvoidProblem('pea\tnuts', [])).toBe('control_characters');
  });
});

describe('parseRecipeRequest with a revision, avoid and units', () => {
  it('keeps the recipe as sent and trims the change', () => {
    expect(
      parseRecipeRequest({
        ingredients: INGREDIENTS,
        revise: { recipe: RECIPE, change: '  no oven, I only have a pan \n' },
      }),
    ).toEqual({
      ok: true,
      request: {
        ingredients: INGREDIENTS,
        revise: { recipe: RECIPE, change: 'no oven, I only have a pan' },
      },
    });
  });

  it('trims things to avoid and keeps units', () => {
    expect(
      parseRecipeRequest({
        ingredients: INGREDIENTS,
        options: { avoid: [' peanuts ', 'cilantro'], units: 'metric' },
      }),
    ).toEqual({
      ok: true,
      request: {
        ingredients: INGREDIENTS,
        options: { avoid: ['peanuts', 'cilantro'], units: 'metric' },
      },
    });
    expect(parseRecipeRequest({ ingredients: INGREDIENTS, options: { avoid: [] } })).toEqual({
      ok: true,
      request: { ingredients: INGREDIENTS },
    });
  });

  it.each([
    [{ revise: null }, '"revise" must hold "recipe"'],
    [{ revise: 'no oven' }, '"revise" must hold "recipe"'],
    [{ revise: { recipe: RECIPE } }, '"revise" must hold "recipe"'],
    [{ revise: { recipe: RECIPE, change: 'no oven', model: 'x' } }, '"revise" must hold "recipe"'],
    [{ revise: { recipe: 42, change: 'no oven' } }, '"revise" must hold "recipe"'],
    [{ revise: { recipe: '', change: 'no oven' } }, 'There is no recipe to change.'],
    [{ revise: { recipe: 'x'.repeat(8001), change: 'no oven' } }, 'at most 8,000 characters'],
    [{ revise: { recipe: 'a\u0000b', change: 'no oven' } }, 'other than line breaks and tabs'],
    [{ revise: { recipe: RECIPE, change: '  no ' } }, 'at least 3 characters'],
    [{ revise: { recipe: RECIPE, change: 'x'.repeat(201) } }, 'at most 200 characters'],
    [{ revise: { recipe: RECIPE, change: 'no\u2066oven' } }, 'invisible characters'],
    [{ options: { avoid: 'peanuts' } }, '"avoid" (a list of at most 10'],
    [{ options: { avoid: Array.from({ length: 11 }, (_, i) => `thing ${i}`) } }, 'at most 10'],
    [{ options: { avoid: ['peanuts', 'Peanuts'] } }, '"avoid": "Peanuts": That is already'],
    [{ options: { avoid: ['ok'] } }, '"avoid": "ok": A thing to avoid needs at least 3'],
    [{ options: { avoid: [7] } }, '"avoid" (a list'],
    [{ options: { units: 'imperial' } }, '"units" ("metric" or "us")'],
    [{ options: { units: 'Metric' } }, '"units" ("metric" or "us")'],
    [{ model: 'gpt-4' }, 'optionally "options" and "revise", and nothing else'],
  ])('refuses %j as invalid_request, saying what is wrong', (extra, message) => {
    const parsed = parseRecipeRequest({ ingredients: INGREDIENTS, ...extra });
    expect(parsed).toMatchObject({ ok: false, code: 'invalid_request' });
    expect(parsed.ok ? '' : parsed.message).toContain(message);
  });
});

describe('the messages of a revision, avoid and units', () => {
  it('adds avoid and units to the system message only', () => {
    expect(describeOptions({ avoid: ['peanuts', 'cilantro'] })).toBe(
      'The recipe must not contain: peanuts, cilantro.',
    );
    expect(describeOptions({ units: 'metric' })).toBe('Use metric units (grams, millilitres, °C).');
    expect(describeOptions({ units: 'us' })).toBe('Use US customary units (cups, ounces, °F).');
    expect(buildMessages(INGREDIENTS, { servings: 2, avoid: ['peanuts'], units: 'us' })).toEqual([
      {
        role: 'system',
        content: `${SYSTEM_MESSAGE} The recipe should serve 2 people. The recipe must not contain: peanuts. Use US customary units (cups, ounces, °F).`,
      },
      { role: 'user', content: USER_MESSAGE },
    ]);
  });

  it('sends the original two messages, the recipe as the assistant, then the change', () => {
    expect(
      buildRequestMessages({
        ingredients: INGREDIENTS,
        revise: { recipe: RECIPE, change: 'no oven, I only have a pan' },
      }),
    ).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
      { role: 'assistant', content: RECIPE },
      { role: 'user', content: 'Please change this recipe: no oven, I only have a pan' },
    ]);
    expect(buildRequestMessages({ ingredients: INGREDIENTS })).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
    ]);
  });
});
