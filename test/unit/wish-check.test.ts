import { describe, expect, test } from 'vitest';
import type { Diet } from '../../src/recipe/recipe-request.js';
import {
  findConflicts,
  findListConflicts,
  findPlacedConflicts,
  hasWishes,
  type Wishes,
} from '../../src/recipe/wishes/find-conflicts.js';

const line = (words: string) => `- 2 tbsp ${words}\n`;
const foundFor = (text: string, wishes: Wishes) =>
  findPlacedConflicts(text, wishes).map(({ found }) => found);

describe('hidden sources of what a diet excludes', () => {
  test.each<[Diet, string, string]>([
    ['dairy-free', 'ghee', 'milk'],
    ['dairy-free', 'whey protein', 'milk'],
    ['dairy-free', 'grated Parmesan', 'milk'],
    ['dairy-free', 'unsalted butter', 'milk'],
    ['dairy-free', 'buttermilk', 'milk'],
    ['vegetarian', 'anchovy fillets', 'fish'],
    ['vegetarian', 'Worcestershire sauce', 'fish'],
    ['vegetarian', 'powdered gelatin', 'meat'],
    ['vegetarian', 'lard', 'pork'],
    ['vegetarian', 'fish sauce', 'fish'],
    ['vegetarian', 'chicken stock', 'poultry'],
    ['vegetarian', 'beef stock', 'meat'],
    ['vegetarian', 'oyster sauce', 'mollusc'],
    ['vegan', 'honey', 'honey'],
    ['vegan', 'eggs, beaten', 'egg'],
    ['vegan', 'mayonnaise', 'egg'],
    ['vegan', 'whole milk', 'milk'],
    ['gluten-free', 'soy sauce', 'wheat'],
    ['gluten-free', 'panko breadcrumbs', 'wheat'],
    ['gluten-free', 'couscous', 'wheat'],
    ['gluten-free', 'seitan', 'wheat'],
    ['gluten-free', 'cold beer', 'barley'],
    ['gluten-free', 'pearl barley', 'barley'],
    ['gluten-free', 'wheat flour', 'wheat'],
    ['nut-free', 'basil pesto', 'tree nuts'],
    ['nut-free', 'marzipan', 'tree nuts'],
    ['nut-free', 'praline', 'tree nuts'],
    ['nut-free', 'peanut butter', 'peanut'],
    ['nut-free', 'chopped almonds', 'tree nuts'],
  ])('%s: "%s" is found as %s', (diet, words, because) => {
    const conflicts = findConflicts(line(words), { diet: [diet] });
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.wish).toBe(diet);
    expect(conflicts[0]!.because).toBe(because);
    expect(words.toLowerCase()).toContain(conflicts[0]!.found.toLowerCase());
  });
});

describe('look-alikes and mentions that say the opposite', () => {
  test.each<[string, Wishes]>([
    ['1 eggplant, sliced', { diet: ['vegan'], avoid: ['eggs'] }],
    ['1/2 tsp nutmeg', { diet: ['nut-free'], avoid: ['nuts'] }],
    ['1 butternut squash', { diet: ['nut-free', 'dairy-free'], avoid: ['nuts', 'butter'] }],
    ['1/4 tsp cream of tartar', { diet: ['dairy-free'], avoid: ['cream'] }],
    ['1 can coconut milk', { diet: ['dairy-free', 'nut-free'], avoid: ['milk', 'nuts'] }],
    ['1 cup buckwheat flour', { diet: ['gluten-free'], avoid: ['wheat', 'gluten'] }],
    ['1 tsp black peppercorns', { avoid: ['corn'] }],
    ['4 graham crackers', { diet: ['vegetarian'], avoid: ['ham'] }],
    ['1 can water chestnuts', { diet: ['nut-free'], avoid: ['nuts', 'tree nuts'] }],
    ['2 beefsteak tomatoes', { diet: ['vegetarian'], avoid: ['beef', 'meat'] }],
    ['1 tbsp vegan butter', { diet: ['vegan', 'dairy-free'], avoid: ['dairy', 'butter'] }],
    ['1 cup gluten-free flour', { diet: ['gluten-free'], avoid: ['gluten', 'flour'] }],
    ['1/2 cup dairy-free cheese', { diet: ['dairy-free', 'vegan'], avoid: ['dairy', 'cheese'] }],
    ['1 tbsp vegetarian Worcestershire sauce', { diet: ['vegetarian'], avoid: ['fish'] }],
    ['olive oil (instead of butter)', { diet: ['dairy-free'], avoid: ['butter'] }],
    ['made without egg whites', { diet: ['vegan'], avoid: ['eggs'] }],
    ['1 cup flour (gluten-free)', { diet: ['gluten-free'], avoid: ['gluten'] }],
    ['Omit the anchovies for a vegetarian version.', { diet: ['vegetarian'], avoid: ['fish'] }],
    ['No butter needed.', { diet: ['dairy-free'], avoid: ['dairy'] }],
    ['Cream the sugar and coconut oil.', { diet: ['dairy-free'], avoid: ['dairy'] }],
    ['Serve without egg, milk or butter.', { diet: ['vegan'], avoid: ['dairy', 'eggs'] }],
    ['a soy-free sauce', { avoid: ['soy'] }],
    ['2 crab apples', { avoid: ['crab', 'shellfish'] }],
    ['8 hamburger buns', { avoid: ['ham', 'pork'] }],
    ['1 cup root beer', { avoid: ['alcohol'] }],
    ['1/2 cup coconut meat', { avoid: ['meat'] }],
    ['1 ripe peach and 1 cup chickpeas', { avoid: ['pea'] }],
    ['6 tomatillos', { avoid: ['tomato'] }],
    ['2 tbsp peanut butter and 1 tbsp cocoa butter', { diet: ['dairy-free'], avoid: ['butter'] }],
    ['1 cup non-dairy milk', { diet: ['dairy-free'], avoid: ['dairy'] }],
    ['2 tbsp plant-based butter', { diet: ['vegan'] }],
    ['1 egg-free mayo', { diet: ['vegan'], avoid: ['eggs'] }],
    ['1 cup gluten-free oats', { diet: ['gluten-free'], avoid: ['gluten'] }],
    ['1 can butter beans, 200 g oyster mushrooms', { diet: ['vegan'], avoid: ['shellfish'] }],
    ['1 tbsp red wine vinegar', { avoid: ['alcohol'] }],
    ["a handful of lamb's lettuce", { diet: ['vegetarian'], avoid: ['meat'] }],
    ['Check with a meat thermometer.', { diet: ['vegetarian'], avoid: ['meat'] }],
    ['Cook the oil until nut-brown.', { diet: ['nut-free'], avoid: ['nuts'] }],
    ['For the sake of time, use a pastry brush.', { diet: ['gluten-free'], avoid: ['alcohol'] }],
  ])('"%s" is not reported', (text, wishes) => {
    expect(findPlacedConflicts(text, wishes)).toEqual([]);
  });

  test('a qualifier belongs to the food after it, else to the food just before it', () => {
    const text = '- 2 tbsp soy sauce, gluten-free tamari\n- Dairy-free, then add butter';
    expect(foundFor(text, { diet: ['gluten-free', 'dairy-free'] })).toEqual([
      'soy sauce',
      'butter',
    ]);
  });

  test('lactose-free milk is still milk', () => {
    expect(findConflicts('1 cup lactose-free milk', { diet: ['dairy-free'] })).toEqual([
      { wish: 'dairy-free', found: 'milk', because: 'milk' },
    ]);
  });

  test('a real mention beside an opposite one is still found', () => {
    const text = '- 2 tbsp butter\n- olive oil (instead of butter)\n';
    expect(foundFor(text, { diet: ['dairy-free'] })).toEqual(['butter']);
  });

  test('"no" reaches only the next word: a no-bake cheesecake still has cream cheese', () => {
    const text = 'No-bake cheesecake with cream cheese';
    expect(foundFor(text, { diet: ['dairy-free'] })).toEqual(['cheesecake', 'cream cheese']);
  });
});

describe('things to avoid, as visitors type them', () => {
  test.each<[string, string, string]>([
    ['dairy', 'grated Parmigiano-Reggiano', 'milk'],
    ['Dairy', '1 cup Greek yogurt', 'milk'],
    ['shellfish', '300 g shrimp', 'crustacean'],
    ['Shellfish', '500 g mussels', 'mollusc'],
    ['nuts', '1/2 cup walnuts', 'tree nuts'],
    ['nuts', '1/2 cup roasted peanuts', 'peanut'],
    ['gluten', '3 tbsp soy sauce', 'wheat'],
    ['soy', '150 g silken tofu', 'soy'],
    ['soy', '1 tbsp white miso', 'soy'],
    ['sesame', '2 tbsp tahini', 'sesame'],
    ['sesame', '1/2 cup hummus', 'sesame'],
    ['eggs', '2 tbsp mayonnaise', 'egg'],
    ['EGGS', '1 egg yolk', 'egg'],
    ['fish', '4 anchovies', 'fish'],
    ['pork', '50 g pancetta', 'pork'],
    ['pork', '100 g chorizo', 'pork'],
    ['alcohol', '1 cup dry white wine', 'alcohol'],
    ['meat', '300 g beef sirloin', 'meat'],
    ['peanuts', '2 tbsp groundnut oil', 'peanut'],
    ['Peanut', 'satay sauce', 'peanut'],
    ['Tree Nuts', '1/2 cup pecans', 'tree nuts'],
  ])('avoid "%s": "%s" is found as %s', (entry, text, because) => {
    const conflicts = findConflicts(text, { avoid: [entry] });
    expect(conflicts.map(({ wish, because }) => ({ wish, because }))).toEqual([
      { wish: entry, because },
    ]);
  });

  test('an entry that names no group is matched as words: any case, singular or plural', () => {
    const text = '**Mushroom Toast**\n- 250 g chestnut mushrooms\n- 2 Red Onions';
    const wishes = { avoid: ['mushrooms', 'red onion'] };
    expect(findConflicts(text, wishes)).toEqual([
      { wish: 'mushrooms', found: 'Mushroom', because: null },
      { wish: 'mushrooms', found: 'chestnut mushrooms', because: null },
      { wish: 'red onion', found: 'Red Onions', because: null },
    ]);
  });

  test('an entry is matched as whole words only', () => {
    expect(findPlacedConflicts('1 tsp peppercorns, 1 acorn squash', { avoid: ['corn'] })).toEqual(
      [],
    );
  });

  test('an entry also finds its other names and kinds: prawns, porcini, cornstarch, coriander', () => {
    const text = '- 6 raw prawns\n- 20 g dried porcini\n- 1 tbsp cornstarch\n- fresh coriander';
    const wishes = { avoid: ['Shrimp', 'mushroom', 'corn', 'cilantro'] };
    expect(findConflicts(text, wishes)).toEqual([
      { wish: 'Shrimp', found: 'prawns', because: 'crustacean' },
      { wish: 'mushroom', found: 'porcini', because: null },
      { wish: 'corn', found: 'cornstarch', because: null },
      { wish: 'cilantro', found: 'fresh coriander', because: null },
    ]);
  });

  test('the longest name wins, and an apostrophe stays inside the word', () => {
    expect(
      findConflicts("2 tbsp corn syrup, 1 tsp za'atar", { avoid: ['corn', 'sesame'] }),
    ).toEqual([
      { wish: 'corn', found: 'corn syrup', because: null },
      { wish: 'sesame', found: 'za', because: 'sesame' },
    ]);
    expect(findConflicts('1/2 cup grated Parmesan', { avoid: ['cheese'] })).toEqual([
      { wish: 'cheese', found: 'Parmesan', because: 'milk' },
    ]);
  });

  test('the wish is the avoid entry exactly as sent, spacing and case kept', () => {
    const [conflict] = findConflicts('- 1 tsp Cilantro', { avoid: ['  CILANTRO '] });
    expect(conflict).toEqual({ wish: '  CILANTRO ', found: 'Cilantro', because: null });
  });

  test('an entry that is a known food keeps its group as the reason', () => {
    expect(findConflicts('- 1 cup almond milk', { avoid: ['almonds'] })).toEqual([
      { wish: 'almonds', found: 'almond', because: 'tree nuts' },
    ]);
  });
});

describe('where the words stand', () => {
  test.each([
    '**Ingredients**\n- 2 tbsp **butter**,\n- salt',
    '- 2 tbsp butter,\n',
    '1. Melt the `butter` in a pan.',
    '| butter | 2 tbsp |',
    '_Butter_ and sugar.',
  ])('offsets point at the words in %j', (text) => {
    const placed = findPlacedConflicts(text, { diet: ['dairy-free'] });
    expect(placed).toHaveLength(1);
    expect(text.slice(placed[0]!.start, placed[0]!.end)).toBe(placed[0]!.found);
    expect(placed[0]!.found.toLowerCase()).toBe('butter');
  });

  test('a phrase keeps its hyphen and accents; placed conflicts come in text order', () => {
    const text = 'Crème fraîche, Parmigiano-Reggiano, then honey';
    const placed = findPlacedConflicts(text, { diet: ['vegan'] });
    expect(placed.map(({ found }) => found)).toEqual([
      'Crème fraîche',
      'Parmigiano-Reggiano',
      'honey',
    ]);
    for (const { start, end, found } of placed) expect(text.slice(start, end)).toBe(found);
  });

  test('a table cell ends a phrase: "Butter | Beans" is butter, not butter beans', () => {
    const text = '| Butter | Beans |\n| --- | --- |\n| 2 tbsp | 1 can |';
    expect(foundFor(text, { diet: ['dairy-free'] })).toEqual(['Butter']);
  });

  test('findConflicts gives one conflict per wish and words, whatever their case', () => {
    const text = '- Butter\n- more butter\n- BUTTER again';
    expect(findConflicts(text, { diet: ['dairy-free', 'vegan'] })).toEqual([
      { wish: 'dairy-free', found: 'Butter', because: 'milk' },
      { wish: 'vegan', found: 'Butter', because: 'milk' },
    ]);
  });
});

describe('the visitor’s own ingredients, before asking', () => {
  test('vegan and honey; avoid "dairy" and milk: one conflict per ingredient', () => {
    expect(
      findListConflicts(['honey', 'milk', 'rice'], { diet: ['vegan'], avoid: ['dairy'] }),
    ).toEqual([
      { wish: 'vegan', found: 'honey', because: 'honey' },
      { wish: 'vegan', found: 'milk', because: 'milk' },
    ]);
    expect(findListConflicts(['whole milk', 'oats'], { avoid: ['dairy'] })).toEqual([
      { wish: 'dairy', found: 'milk', because: 'milk' },
    ]);
  });

  test('an ingredient that breaks no wish gives nothing', () => {
    expect(findListConflicts(['coconut milk', 'eggplant'], { diet: ['vegan'] })).toEqual([]);
  });
});

describe('no wishes, and the same answer every time', () => {
  test('empty wishes give an empty list', () => {
    expect(hasWishes({})).toBe(false);
    expect(hasWishes({ diet: [], avoid: [] })).toBe(false);
    expect(findPlacedConflicts('- 2 tbsp butter', {})).toEqual([]);
    expect(findConflicts('- 2 tbsp butter', { diet: [], avoid: [] })).toEqual([]);
    expect(findListConflicts(['butter'], {})).toEqual([]);
    expect(findConflicts('- 2 tbsp butter', { avoid: ['   '] })).toEqual([]);
  });

  test('a 32 KB recipe gives the same result twice', () => {
    const block =
      '## Step\n- 2 tbsp butter, 1 cup flour (gluten-free), 1 tsp soy sauce\n' +
      '1. Cream the coconut oil, add the anchovies and peanut butter; no honey.\n';
    const text = block.repeat(Math.ceil(32_768 / block.length)).slice(0, 32_768);
    const wishes: Wishes = {
      diet: ['vegan', 'gluten-free', 'nut-free'],
      avoid: ['dairy', 'fish', 'mushrooms'],
    };
    const first = findPlacedConflicts(text, wishes);
    expect(first.length).toBeGreaterThan(500);
    expect(findPlacedConflicts(text, wishes)).toEqual(first);
  });
});
