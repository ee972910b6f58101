import { MEMBER_TERMS } from '../../src/recipe/wishes/food-terms.js';
import { OFF_INGREDIENT_TERMS } from '../../src/recipe/wishes/off-ingredient-terms.js';

/**
 * The worst answer known for the wishes check: distinct dairy and egg word pairs (32 KB by
 * default), thousands of places that break vegan. Shared by the server's test of the bounded
 * `done` event and the bench's timings of the check and the page.
 */
export function answerOfDistinctPairs(length = 32 * 1024): string {
  // The dairy and egg words of both lists: the named cheeses and milk fats are taxonomy names.
  const words = (group: string) =>
    `${MEMBER_TERMS[group]!}, ${OFF_INGREDIENT_TERMS[group]!}`
      .split(',')
      .map((word) => word.trim());
  const milk = words('milk');
  const egg = words('egg');
  const pairs: string[] = [];
  for (const first of milk) for (const second of egg) pairs.push(`${first} ${second}, `);
  for (const first of egg) for (const second of milk) pairs.push(`${first} and ${second}; `);
  return pairs.join('').slice(0, length);
}
