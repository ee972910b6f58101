import { describe, expect, it } from 'vitest';
import {
  describeIngredientProblem,
  findIngredientProblem,
} from '../../src/recipe/ingredient-rules.js';
import { validateIngredientList } from '../../src/recipe/ingredient-list.js';
import { isDangerousNonFood } from '../../src/recipe/non-food.js';

describe('refusing what is not food', () => {
  it.each([
    'bleach',
    'Bleach',
    'chlorine bleach',
    'ammonia',
    'household ammonia',
    'drain cleaner',
    'Drain-Cleaner',
    'drain cleaners',
    'antifreeze',
    'laundry detergent',
    'rat poison',
    'a cup of bleach',
    'oven cleaner',
    'washing soda',
    'rubbing alcohol',
    'methanol',
    'gasoline',
    'paint thinner',
    'mothballs',
    'dish soap',
    'weed killer',
    'ＢＬＥＡＣＨ', // full-width letters, NFKC
    'bleach!!',
  ])('refuses %j', (entry) => {
    expect(isDangerousNonFood(entry)).toBe(true);
    expect(findIngredientProblem(entry)).toBe('not_food');
  });

  it.each([
    'bleached flour',
    'unbleached flour',
    "baker's ammonia",
    'baker’s ammonia',
    'bakers ammonia',
    'baking ammonia',
    'glutinous rice',
    'baking soda',
    'soda water',
    'detergent-free dish',
    'bleach-free tofu',
    'antifreeze protein ice cream',
    'soap nuts',
    'poisson cru',
    'polish sausage',
    'cleaned shrimp',
    'painted lady beans',
    'edible glue',
    'wine',
    'rum',
    'isomalt',
    'caustic soda for pretzels',
    'white spirits',
  ])('keeps the food %j', (entry) => {
    expect(isDangerousNonFood(entry)).toBe(false);
    expect(findIngredientProblem(entry)).toBeNull();
  });

  it('still refuses a non-food beside a food that shares its word', () => {
    expect(isDangerousNonFood("baker's ammonia and ammonia")).toBe(true);
    expect(isDangerousNonFood('bleached flour with bleach')).toBe(true);
  });

  it('explains the refusal, and the server rules refuse the whole list', () => {
    expect(describeIngredientProblem('not_food')).toMatch(/not food/);
    expect(validateIngredientList(['milk', 'bleach', 'flour'])).toEqual({
      ok: false,
      message: `"bleach": ${describeIngredientProblem('not_food')}`,
    });
  });

  it('sends a kept food exactly as typed', () => {
    expect(validateIngredientList(["baker's ammonia", 'bleached flour', 'glutinous rice'])).toEqual(
      { ok: true, ingredients: ["baker's ammonia", 'bleached flour', 'glutinous rice'] },
    );
  });
});
