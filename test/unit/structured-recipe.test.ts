import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../src/recipe/structured-recipe.js';
import { RECIPE_CORPUS } from '../fixtures/recipe-corpus.js';

describe('the recipe corpus', () => {
  it('has at least 40 recipes from five model families, each id once', () => {
    expect(RECIPE_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RECIPE_CORPUS.map((c) => c.family)).size).toBe(5);
    expect(new Set(RECIPE_CORPUS.map((c) => c.id)).size).toBe(RECIPE_CORPUS.length);
  });

  it.each(RECIPE_CORPUS.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const recipe = readRecipe(c.markdown, { finishReason: c.finishReason ?? 'stop' });
    const e = c.expected;
    expect(recipe.name).toBe(e.name);
    expect(recipe.ingredients).toEqual(e.ingredients);
    expect(recipe.instructions).toEqual(e.instructions);
    expect({
      servings: recipe.servings,
      yieldText: recipe.yieldText,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      totalMinutes: recipe.totalMinutes,
    }).toEqual({
      servings: e.servings ?? null,
      yieldText: e.yieldText ?? null,
      prepMinutes: e.prepMinutes ?? null,
      cookMinutes: e.cookMinutes ?? null,
      totalMinutes: e.totalMinutes ?? null,
    });
    expect(recipe.notes).toEqual(e.notes ?? []);
    expect(recipe.incomplete).toBe(e.incomplete ?? false);
    if (e.description !== undefined) expect(recipe.description).toBe(e.description);
  });
});
