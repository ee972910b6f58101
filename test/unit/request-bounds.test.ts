/**
 * The request bounds the README and docs/api.md promise, each at its edge: the documented number
 * is taken, one past it is refused with the documented code and message. The numbers and messages
 * are written out here, never read from the code, so a bound changed in `src/` fails here.
 */
import { describe, expect, it } from 'vitest';
import { parseRecipeRequest } from '../../src/recipe/parse-recipe-request.js';

const THREE = ['milk', 'eggs', 'flour'];
const list = (length: number) => Array.from({ length }, (_, index) => `item ${index}`);
/** One character as people see it, built of `units` UTF-16 code units (a letter and marks). */
const heavy = (units: number) => `e${'\u0301'.repeat(units - 1)}`;

const OPTIONS_MESSAGE =
  '"options" may hold "servings" (a whole number from 1 to 12), "diet" (a list of vegetarian, ' +
  'vegan, gluten-free, dairy-free, nut-free), "avoid" (a list of at most 10 text entries), ' +
  '"units" ("metric" or "us") and "language" ("en", "de", "fr", "es", "it" or "pt"), and nothing ' +
  'else.';

function accepted(body: unknown) {
  return expect(parseRecipeRequest(body)).toMatchObject({ ok: true });
}

function refused(body: unknown, code: string, message: string) {
  expect(parseRecipeRequest(body)).toEqual({ ok: false, code, message });
}

describe('ingredients: 3 to 30, each 3 to 80 characters of at most 1,280 UTF-16 units', () => {
  it('takes 3 and refuses 2', () => {
    accepted({ ingredients: list(3) });
    refused(
      { ingredients: list(2) },
      'invalid_ingredients',
      'Add at least 3 ingredients to get a recipe.',
    );
  });

  it('takes 30 and refuses 31', () => {
    accepted({ ingredients: list(30) });
    refused(
      { ingredients: list(31) },
      'invalid_ingredients',
      'A recipe can use at most 30 ingredients.',
    );
  });

  it('takes an entry of 3 characters as people see them, refuses one of 2', () => {
    accepted({ ingredients: ['milk', 'eggs', 'e\u0301e\u0301e\u0301'] });
    refused(
      { ingredients: ['milk', 'eggs', ' e\u0301e\u0301 '] },
      'invalid_ingredients',
      '"e\u0301e\u0301": An ingredient needs at least 3 characters.',
    );
  });

  it('takes an entry of 80 characters, refuses one of 81', () => {
    accepted({ ingredients: ['milk', 'eggs', '🍳'.repeat(80)] });
    refused(
      { ingredients: ['milk', 'eggs', 'a'.repeat(81)] },
      'invalid_ingredients',
      `"${'a'.repeat(40)}…": An ingredient can have at most 80 characters.`,
    );
  });

  it('takes 80 characters of 1,280 code units, refuses 1,281 code units', () => {
    const longest = heavy(16).repeat(80);
    expect(longest).toHaveLength(1280);
    accepted({ ingredients: ['milk', 'eggs', longest] });
    refused(
      { ingredients: ['milk', 'eggs', `${longest}\u0301`] },
      'invalid_ingredients',
      `"${heavy(16).repeat(40)}…": An ingredient can have at most 80 characters.`,
    );
  });
});

describe('options: servings 1 to 12, at most 10 things to avoid of 3 to 80 characters', () => {
  it('takes servings 1 and 12, refuses 0 and 13', () => {
    accepted({ ingredients: THREE, options: { servings: 1 } });
    accepted({ ingredients: THREE, options: { servings: 12 } });
    refused({ ingredients: THREE, options: { servings: 0 } }, 'invalid_request', OPTIONS_MESSAGE);
    refused({ ingredients: THREE, options: { servings: 13 } }, 'invalid_request', OPTIONS_MESSAGE);
  });

  it('takes 10 things to avoid, refuses 11', () => {
    accepted({ ingredients: THREE, options: { avoid: list(10) } });
    refused(
      { ingredients: THREE, options: { avoid: list(11) } },
      'invalid_request',
      OPTIONS_MESSAGE,
    );
  });

  it('takes things to avoid of 3 and 80 characters, refuses 2 and 81', () => {
    accepted({ ingredients: THREE, options: { avoid: ['nut', 'a'.repeat(80)] } });
    refused(
      { ingredients: THREE, options: { avoid: ['ab'] } },
      'invalid_request',
      '"avoid": "ab": A thing to avoid needs at least 3 characters.',
    );
    refused(
      { ingredients: THREE, options: { avoid: ['a'.repeat(81)] } },
      'invalid_request',
      `"avoid": "${'a'.repeat(40)}…": A thing to avoid can have at most 80 characters.`,
    );
  });
});

describe('a revision: a recipe of 1 to 8,000 code units, a change of 3 to 200 characters', () => {
  const revise = (recipe: string, change: string) => ({
    ingredients: THREE,
    revise: { recipe, change },
  });

  it('takes a recipe of 1 and of 8,000 code units, refuses 0 and 8,001', () => {
    accepted(revise('x', 'no oven'));
    accepted(revise('x'.repeat(8000), 'no oven'));
    refused(revise('', 'no oven'), 'invalid_request', 'There is no recipe to change.');
    refused(
      revise('x'.repeat(8001), 'no oven'),
      'invalid_request',
      'The recipe to change can have at most 8,000 characters.',
    );
  });

  it('takes a change of 3 characters, refuses 2 (after trimming)', () => {
    accepted(revise('x', 'e\u0301e\u0301e\u0301'));
    refused(
      revise('x', '  ab  '),
      'invalid_request',
      'Say what to change in at least 3 characters.',
    );
  });

  it('takes a change of 200 characters, refuses 201', () => {
    accepted(revise('x', '🍳'.repeat(200)));
    refused(
      revise('x', 'a'.repeat(201)),
      'invalid_request',
      'A change can have at most 200 characters.',
    );
  });

  it('takes 200 characters of 3,200 code units, refuses 3,201 code units', () => {
    const longest = heavy(16).repeat(200);
    expect(longest).toHaveLength(3200);
    accepted(revise('x', longest));
    refused(
      revise('x', `${longest}\u0301`),
      'invalid_request',
      'A change can have at most 200 characters.',
    );
  });
});
