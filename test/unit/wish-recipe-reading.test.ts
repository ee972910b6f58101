import { describe, expect, test } from 'vitest';
import type { Diet } from '../../src/recipe/recipe-request.js';
import { findConflicts } from '../../src/recipe/wishes/find-conflicts.js';
import { readRecipeParts } from '../../src/recipe/wishes/recipe-parts.js';

const recipe = (title: string, lines: string[], steps: string) =>
  `# ${title}\n\n## Ingredients\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n## Method\n\n1. ${steps}\n`;
const foundFor = (text: string, diet: Diet) =>
  findConflicts(text, { diet: [diet] }).map(({ found }) => found);

describe('the parts of a recipe', () => {
  test('title and ingredient lines, sub-headings included, up to the method', () => {
    const text = '# Soup\n\n## Ingredients\n- 1 leek\n### For the top\n- salt\n\nMethod:\n- stir';
    const { title, ingredientLines } = readRecipeParts(text);
    expect(text.slice(...title!)).toBe('# Soup');
    expect(ingredientLines.map((line) => text.slice(...line))).toEqual(['- 1 leek', '- salt']);
  });
});

describe('a later word takes the verdict of the ingredient line it refers back to', () => {
  test.each<[Diet, string]>([
    [
      'dairy-free',
      recipe('Pancakes', ['1 cup almond milk', '1 cup rice flour'], 'Whisk in the milk.'),
    ],
    ['gluten-free', recipe('Bread', ['2 cups gluten-free flour blend'], 'Sift the flour.')],
    ['vegan', recipe('Mac and Cheese', ['1 cup cashews', '2 tbsp nutritional yeast'], 'Blend.')],
    [
      'vegan',
      recipe('Cream Cheese Frosting', ['1/2 cup vegan cream cheese'], 'Beat the cream cheese.'),
    ],
    ['vegetarian', recipe('Carrot Lox', ['2 carrots', '1 tbsp capers'], 'Slice.')],
  ])('%s: %s', (diet, text) => {
    expect(foundFor(text, diet)).toEqual([]);
  });

  test('both ways: a step word after a line that breaks the diet still counts', () => {
    const text = recipe('Toast', ['2 tbsp butter'], 'Spread the butter.');
    expect(foundFor(text, 'dairy-free')).toEqual(['butter']);
  });

  test('without an ingredient list, every mention is read by its words', () => {
    expect(foundFor('# Mac and Cheese\n\nBlend cashews.', 'vegan')).toEqual(['Cheese']);
  });
});

describe('an ingredient line is what its first choice is', () => {
  test.each<[Diet, string]>([
    ['vegetarian', '1 1/2 cup vegetable broth, or chicken broth'],
    ['gluten-free', '1/4 cup tamari or soy sauce'],
  ])('%s: %s', (diet, line) => {
    expect(foundFor(recipe('Soup', [line], 'Stir.'), diet)).toEqual([]);
  });

  test('the first choice counts', () => {
    expect(foundFor(recipe('Toast', ['butter or margarine'], 'Spread.'), 'dairy-free')).toEqual([
      'butter',
    ]);
  });
});

describe('qualifiers reach the whole noun phrase', () => {
  test.each<[Diet, string]>([
    ['vegan', '- 1 cup vegan shredded cheddar cheese'],
    ['gluten-free', '- 8 oz gluten-free penne pasta'],
  ])('%s: %s', (diet, text) => {
    expect(foundFor(text, diet)).toEqual([]);
  });
});

describe('comparisons name a look or texture, not an ingredient', () => {
  test.each([
    'Mash the jackfruit until it looks similar in appearance to pulled pork.',
    'Pound with a flat object (like a meat pounder).',
    'Slice the tofu through the equator, like a clam.',
    'Cook until the sauce has a similar consistency of mayonnaise.',
  ])('%s', (text) => {
    expect(foundFor(text, 'vegan')).toEqual([]);
  });
});

describe('a dairy word after a plant food names what the plant is made into', () => {
  test.each([
    '- 2 tbsp soy yogurt',
    '- 8 oz tofu cream cheese',
    '- 1 cup cashew ricotta',
    '- macadamia cheese',
  ])('%s', (text) => {
    expect(foundFor(text, 'dairy-free')).toEqual([]);
  });

  test('but not after an animal food', () => {
    expect(foundFor('- 1 cup chicken cream sauce', 'dairy-free')).toEqual(['cream']);
  });
});

describe('packaged foods, cuts, stocks and cheeses by name', () => {
  test.each<[Diet, string]>([
    ['gluten-free', '1 box yellow cake mix'],
    ['gluten-free', '16 oz crescent dinner rolls'],
    ['gluten-free', '20 sandwich cookies, crushed'],
    ['gluten-free', '2 cups crisped rice cereal'],
    ['dairy-free', '1 cup semisweet chocolate chips'],
    ['dairy-free', '5 oz Monterey Jack'],
    ['dairy-free', '4 oz Havarti'],
    ['vegetarian', '2 racks baby back ribs'],
    ['vegetarian', '4 porkchops'],
    ['vegetarian', '2 tbsp schmaltz'],
    ['vegetarian', '8 cups store-bought broth'],
    ['vegan', '12 ladyfingers'],
  ])('%s: %s', (diet, line) => {
    expect(foundFor(`- ${line}`, diet).length).toBeGreaterThan(0);
  });
});

describe('food words in other senses', () => {
  test.each([
    ['an "X & Y free" label', '# Gluten & Dairy Free Brownies'],
    ['a verb starting a sentence', 'Butter the pan.'],
    ['a verb starting a step', '1. Scallop the edges of the crust.'],
    ['a verb before "the"', 'Flour the work surface.'],
    ['a comparison', 'Cook until it resembles ground meat.'],
    ['a tool', 'Churn in an ice cream maker.'],
    ['a tool in one word', 'Strain through cheesecloth.'],
    ['a pickle named for bread and butter', '- 1 jar bread and butter pickles'],
    ['a nondairy qualifier', '- 1 cup rice milk (or other nondairy milk)'],
  ])('%s: %s', (_kind, text) => {
    expect(
      findConflicts(text, { diet: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'] }),
    ).toEqual([]);
  });

  test('a food starting a sentence is still a food', () => {
    expect(foundFor('Butter and sugar go in first.', 'dairy-free')).toEqual(['Butter']);
  });
});
