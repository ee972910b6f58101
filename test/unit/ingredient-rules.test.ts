import { describe, expect, it } from 'vitest';
import {
  MAX_INGREDIENTS,
  findIngredientProblem,
  hasEnoughIngredients,
  normalizeIngredient,
} from '../../src/recipe/ingredient-rules.js';
import { validateIngredientList } from '../../src/recipe/ingredient-list.js';

describe('ingredient rules', () => {
  it('trims before checking length: an ingredient must be longer than 2 characters', () => {
    expect(normalizeIngredient('  egg \t')).toBe('egg');
    expect(findIngredientProblem(normalizeIngredient('  ab  '))).toBe('too_short');
    expect(findIngredientProblem('abc')).toBeNull();
    expect(findIngredientProblem('')).toBe('too_short');
  });

  it('refuses over-long entries, control characters and case-insensitive duplicates', () => {
    expect(findIngredientProblem('a'.repeat(80))).toBeNull();
    expect(findIngredientProblem('a'.repeat(81))).toBe('too_long');
    expect(findIngredientProblem('mil\u0000k')).toBe('control_characters');
    expect(findIngredientProblem('milk\u0085')).toBe('control_characters');
    expect(findIngredientProblem('Milk', ['eggs', 'milk'])).toBe('duplicate');
  });

  it('needs at least 3 ingredients', () => {
    expect(hasEnoughIngredients(['milk', 'eggs'])).toBe(false);
    expect(hasEnoughIngredients(['milk', 'eggs', 'flour'])).toBe(true);
  });

  it('validates a whole list as the server receives it', () => {
    expect(validateIngredientList([' milk ', 'eggs', 'flour'])).toEqual({
      ok: true,
      ingredients: ['milk', 'eggs', 'flour'],
    });
    expect(validateIngredientList(['milk', 'eggs'])).toMatchObject({ ok: false });
    expect(validateIngredientList(['milk', 'eggs', 'ab'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('at least 3 characters'),
    });
    expect(validateIngredientList(['milk', 'MILK', 'flour'])).toMatchObject({ ok: false });
    // 30 is the documented number (docs/api.md), written out so a change in the code fails here.
    const list = (length: number) => Array.from({ length }, (_, i) => `item ${i}`);
    expect(MAX_INGREDIENTS).toBe(30);
    expect(validateIngredientList(list(30))).toMatchObject({ ok: true });
    expect(validateIngredientList(list(31))).toMatchObject({ ok: false });
  });
});
