import { describe, expect, it } from 'vitest';
import { scaleIngredient } from '../../src/client/kitchen/scale-ingredient.js';
import { scaleRecipe } from '../../src/client/kitchen/scale-recipe.js';
import { stillNeeded } from '../../src/client/kitchen/shopping-list.js';
import { convertTemperatures } from '../../src/client/kitchen/step-temperatures.js';
import { CONVERTED_STEPS, SCALED_LINES, SHOPPING_CASES } from '../fixtures/kitchen-corpus.js';

const LANGUAGE_OF = (line: string) =>
  /[äöüßéèàçñãõ]|\b(?:de|di|Eier|Zehen?)\b/i.test(line) ? 'xx' : 'en';

describe('an ingredient line scaled and converted', () => {
  it('holds at least 150 real lines', () =>
    expect(SCALED_LINES.length).toBeGreaterThanOrEqual(150));

  it.each(SCALED_LINES)('%s × %s (%s) → %s', (line, factor, units, expected) => {
    expect(scaleIngredient(line, { factor, units, language: LANGUAGE_OF(line) })).toBe(expected);
  });
});

describe('a step with its temperatures converted', () => {
  it.each(CONVERTED_STEPS)('%s (%s) → %s', (step, units, expected) => {
    expect(convertTemperatures(step, units)).toBe(expected);
  });

  it('leaves a step alone without a target', () => {
    expect(convertTemperatures('Bake at 350°F.', null)).toBe('Bake at 350°F.');
  });
});

describe('a whole recipe changed', () => {
  const recipe = [
    '# Garlic Chicken',
    '',
    '**Servings:** 4 | **Prep time:** 10 minutes',
    '',
    '## Ingredients',
    '',
    '- 4 chicken thighs',
    '- 1 cup chicken stock',
    '- Salt, to taste',
    '',
    '**For the sauce:**',
    '- 2 tbsp butter',
    '',
    '## Instructions',
    '',
    '1. Preheat the oven to 400°F.',
    '2. Roast 4 chicken thighs for 25 minutes.',
  ].join('\n');

  it('scales the ingredients and the servings, converts the steps, keeps the rest', () => {
    expect(scaleRecipe(recipe, { factor: 2, units: 'metric' })).toBe(
      [
        '# Garlic Chicken',
        '',
        '**Servings:** 8 | **Prep time:** 10 minutes',
        '',
        '## Ingredients',
        '',
        '- 8 chicken thighs',
        '- 480 ml chicken stock',
        '- Salt, to taste',
        '',
        '**For the sauce:**',
        '- 4 tbsp butter',
        '',
        '## Instructions',
        '',
        '1. Preheat the oven to 200°C.',
        '2. Roast 4 chicken thighs for 25 minutes.',
      ].join('\n'),
    );
  });

  it('is the same text when nothing changes', () => {
    expect(scaleRecipe(recipe, { factor: 1, units: null })).toBe(recipe);
  });
});

describe('what to buy', () => {
  it.each(SHOPPING_CASES)('%j with %j on the list → %j', (ingredients, onHand, expected) => {
    expect(stillNeeded(ingredients, onHand)).toEqual(expected);
  });
});
