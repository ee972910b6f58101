import { describe, expect, it } from 'vitest';
import {
  CUT_OFF_NOTICE,
  recipeFileName,
  toRecipeJsonLd,
  type RecipeJsonLdContext,
} from '../../src/client/take-along/recipe-json-ld.js';
import { readRecipe, type StructuredRecipe } from '../../src/recipe/structured-recipe.js';
import { RECIPE_CORPUS, type CorpusRecipe } from '../fixtures/recipe-corpus.js';
import {
  getYields,
  kitchenOwlReads,
  mealieReads,
  nextcloudCookbookMinutes,
  nextcloudCookbookYield,
  recipeScrapersReads,
  tandoorReads,
} from '../support/recipe-importers.js';

function recipe(fields: Partial<StructuredRecipe> = {}): StructuredRecipe {
  return {
    name: 'Pancakes',
    description: null,
    servings: null,
    yieldText: null,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    // Mealie refuses a recipe with neither ingredients nor steps.
    ingredients: [{ name: null, items: ['2 eggs'] }],
    instructions: [],
    notes: [],
    incomplete: false,
    ...fields,
  };
}

/** Recipes shaped like the importers' known traps, until the corpus covers them. */
const TRAPS: readonly { id: string; recipe: StructuredRecipe; context?: RecipeJsonLdContext }[] = [
  {
    id: 'everything, grouped ingredients, a note, diet keywords',
    recipe: recipe({
      name: 'Fluffy Pancakes',
      description: 'Light pancakes for a weekend breakfast.',
      servings: 4,
      yieldText: '4 servings',
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: 30,
      ingredients: [
        { name: 'For the batter', items: ['200 g flour', '2 eggs', '300 ml milk'] },
        { name: 'To serve', items: ['maple syrup'] },
      ],
      instructions: [
        { name: null, items: ['Whisk the flour, eggs and milk.', 'Rest for 10 minutes.', 'Fry.'] },
      ],
      notes: ['The batter keeps for a day in the fridge.'],
    }),
    context: { diet: ['vegetarian', 'nut-free'] },
  },
  {
    id: 'an hour and a half (PT0H90M, never PT1H30M), one serving',
    recipe: recipe({
      name: 'Slow Onion Soup',
      servings: 1,
      cookMinutes: 75,
      prepMinutes: 15,
      totalMinutes: 90,
      ingredients: [{ name: null, items: ['4 onions', '1 l stock'] }],
      instructions: [{ name: null, items: ['Caramelise the onions slowly.', 'Add the stock.'] }],
    }),
  },
  {
    id: 'a day and more of brining',
    recipe: recipe({
      name: 'Brined Chicken',
      servings: 6,
      prepMinutes: 1440,
      cookMinutes: 95,
      ingredients: [{ name: null, items: ['1 chicken', '80 g salt'] }],
      instructions: [{ name: null, items: ['Brine for a day.', 'Roast.'] }],
    }),
  },
  {
    id: 'grouped steps',
    recipe: recipe({
      name: 'Pasta with Tomato Sauce',
      servings: 2,
      ingredients: [
        { name: 'Sauce', items: ['400 g tomatoes', '1 clove garlic'] },
        { name: 'Pasta', items: ['200 g spaghetti'] },
      ],
      instructions: [
        { name: 'For the sauce:', items: ['Soften the garlic.', 'Add the tomatoes.'] },
        { name: 'For the pasta', items: ['Boil the spaghetti.'] },
      ],
    }),
  },
  {
    id: 'cut off at the token limit, no description',
    recipe: recipe({
      name: 'Vegetable Curry',
      servings: 3,
      ingredients: [{ name: null, items: ['1 onion', '2 carrots'] }],
      instructions: [{ name: null, items: ['Fry the onion.', 'Add the'] }],
      incomplete: true,
    }),
  },
  {
    id: 'cut off with a description',
    recipe: recipe({
      name: 'Lentil Stew',
      description: 'Hearty and cheap.',
      ingredients: [{ name: null, items: ['200 g lentils'] }],
      incomplete: true,
    }),
  },
  {
    id: 'a yield that is not servings',
    recipe: recipe({
      name: 'Oat Cookies',
      yieldText: '12 cookies',
      totalMinutes: 25,
      ingredients: [{ name: null, items: ['100 g oats', '50 g butter'] }],
      instructions: [{ name: null, items: ['Mix.', 'Bake for 12 minutes.'] }],
    }),
  },
  {
    id: 'no yield in the recipe, servings asked',
    recipe: recipe({
      name: 'Omelette',
      ingredients: [{ name: null, items: ['3 eggs'] }],
      instructions: [{ name: null, items: ['Beat and fry.'] }],
    }),
    context: { servingsAsked: 6 },
  },
  {
    id: 'untidy text: line breaks, numbering, unicode, ampersands',
    recipe: recipe({
      name: '  Crème   brûlée\n',
      description: 'Silky custard\nwith a crackling top.',
      servings: 5,
      ingredients: [{ name: null, items: ['½ cup  sugar', 'salt & pepper', '500\u00a0ml cream'] }],
      instructions: [
        {
          name: null,
          items: [
            '1. Heat the cream\nuntil it steams.',
            '2) Whisk in the yolks.',
            'Bake at 150 °C.',
          ],
        },
      ],
      notes: ['Tip: use a blowtorch.', 'Keeps\ntwo days.'],
    }),
  },
  {
    id: 'a long description (Tandoor moves it into the first step)',
    recipe: recipe({
      name: 'Sourdough',
      description: 'A slow loaf. '.repeat(30).trim(),
      servings: 8,
      ingredients: [{ name: null, items: ['500 g flour', '350 g water', '10 g salt'] }],
      instructions: [{ name: null, items: ['Mix.', 'Fold every hour.', 'Bake.'] }],
    }),
  },
  {
    id: 'ingredients only',
    recipe: recipe({
      name: 'Trail Mix',
      ingredients: [{ name: null, items: ['nuts', 'raisins', 'chocolate chips'] }],
    }),
  },
];

/** What the corpus says readRecipe must read, as the recipe Save would export. */
function expectedRecipe({ expected, finishReason }: CorpusRecipe): StructuredRecipe {
  return recipe({
    ...expected,
    description: expected.description ?? null,
    notes: expected.notes ?? [],
    incomplete: expected.incomplete ?? finishReason === 'length',
  });
}

/** The step texts of our JSON-LD. */
function stepTexts(jsonLd: Record<string, unknown>): string[] {
  const steps = (jsonLd.recipeInstructions ?? []) as { '@type': string; text: string }[];
  return steps.map((step) => step.text);
}

/**
 * The text as the export writes it: one line, no zero-width characters, `<x>` as `＜x＞` and any
 * other `<` as `＜`.
 */
function collapse(text: string): string {
  return text
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/<([^<>]*)>/g, '＜$1＞')
    .replace(/</g, '＜')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The yield the export states: the recipe's, without a leading "Makes" or "Yields:". */
function statedYield(structured: StructuredRecipe): string {
  return collapse(structured.yieldText ?? '').replace(/^(?:makes|yields?)\b\s*:?\s*/i, '');
}

function servingsOf(structured: StructuredRecipe, context: RecipeJsonLdContext = {}) {
  return structured.servings ?? (statedYield(structured) ? null : (context.servingsAsked ?? null));
}

/** Every field of the recipe survives each importer, as each app stores it. */
function expectSurvivesEveryImporter(structured: StructuredRecipe, context?: RecipeJsonLdContext) {
  // What the file holds, not the object: only JSON reaches the apps.
  const jsonLd = JSON.parse(JSON.stringify(toRecipeJsonLd(structured, context))) as Record<
    string,
    unknown
  >;
  const name = jsonLd.name as string;
  const ingredients = (jsonLd.recipeIngredient ?? []) as string[];
  const steps = stepTexts(jsonLd);
  const description = (jsonLd.description ?? '') as string;
  const servings = servingsOf(structured, context);
  const { prepMinutes, cookMinutes, totalMinutes } = structured;

  // The export carries the recipe.
  expect(name).toBe(collapse(structured.name));
  expect(ingredients).toEqual(
    structured.ingredients.flatMap((group) => group.items.map(collapse)).filter(Boolean),
  );
  // Each step without its list number (no app would keep it), then each note; none empty.
  const said = [
    ...structured.instructions
      .flatMap((group) => group.items)
      .map((item) => collapse(item).replace(/^(?:\d+\s*[.)]\s+)+/, '')),
    ...structured.notes.map(collapse),
  ].filter(Boolean);
  expect(steps).toHaveLength(said.length);
  steps.forEach((step, index) => expect(step).toContain(said[index]));
  if (structured.incomplete) expect(description.startsWith(CUT_OFF_NOTICE)).toBe(true);
  if (structured.description) expect(description).toContain(collapse(structured.description));

  const mealie = mealieReads(jsonLd);
  expect(mealie.name).toBe(name);
  expect(mealie.description).toBe(description);
  expect(mealie.ingredients).toEqual(ingredients);
  expect(mealie.steps).toEqual(steps);
  expect(mealie.servings).toBe(servings);
  const stated = servings === null ? statedYield(structured) : '';
  // Mealie keeps the first number and the rest of the text, so "2 pizzas" reads back whole.
  if (/^\d+ \D+$|^\D+$/.test(stated)) expect(mealie.yieldText).toBe(stated);
  expect([mealie.prepMinutes, mealie.cookMinutes, mealie.totalMinutes]).toEqual([
    prepMinutes,
    cookMinutes,
    totalMinutes,
  ]);

  const tandoor = tandoorReads(jsonLd);
  expect(tandoor.name).toBe(name);
  expect(tandoor.ingredients).toEqual(ingredients);
  expect(tandoor.storedSteps).toHaveLength(1);
  if (description.length > 256) {
    expect(tandoor.steps).toEqual([`*${description.slice(0, 512)}*`, ...steps]);
  } else {
    expect(tandoor.description).toBe(description);
    expect(tandoor.steps).toEqual(steps);
  }
  if (servings !== null) expect(tandoor.servings).toBe(servings);
  if (stated) {
    // parse_servings: the first whole word of digits, at least 1.
    expect(tandoor.servings).toBe(Math.max(Number(/\b\d+\b/.exec(stated)?.[0] ?? 1), 1));
    expect(tandoor.yieldText).toBe(collapse(stated.replace(/\d+/g, '')) || stated);
  }
  if (prepMinutes !== null || cookMinutes !== null) {
    expect([tandoor.prepMinutes, tandoor.cookMinutes]).toEqual([prepMinutes, cookMinutes]);
  } else {
    expect(tandoor.prepMinutes).toBe(totalMinutes);
  }

  const kitchenOwl = kitchenOwlReads(jsonLd);
  expect(kitchenOwl.name).toBe(name);
  expect(kitchenOwl.description).toBe(description);
  expect(kitchenOwl.ingredients).toEqual(ingredients);
  expect(kitchenOwl.steps).toEqual(steps);
  expect(kitchenOwl.servings).toBe(servings);
  expect([kitchenOwl.prepMinutes, kitchenOwl.cookMinutes, kitchenOwl.totalMinutes]).toEqual([
    prepMinutes,
    cookMinutes,
    totalMinutes,
  ]);

  const scrapers = recipeScrapersReads(jsonLd);
  expect(scrapers.title).toBe(name);
  expect(scrapers.ingredients).toEqual(ingredients);
  expect(scrapers.instructions.split('\n').filter(Boolean)).toEqual(steps);
  expect([scrapers.prepTime, scrapers.cookTime]).toEqual([prepMinutes, cookMinutes]);
  expect(scrapers.totalTime).toBe(
    totalMinutes ?? (prepMinutes || cookMinutes ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null),
  );
  if (servings !== null) {
    expect(scrapers.yields).toBe(`${servings} serving${servings === 1 ? '' : 's'}`);
    expect(nextcloudCookbookYield(jsonLd.recipeYield)).toBe(servings);
  }
  expect(
    ['prepTime', 'cookTime', 'totalTime'].map((key) => nextcloudCookbookMinutes(jsonLd[key])),
  ).toEqual([prepMinutes, cookMinutes, totalMinutes]);
  if (stated) {
    const numbers = (stated.match(/\d+/g) ?? []).map(Number);
    expect(nextcloudCookbookYield(jsonLd.recipeYield)).toBe(
      numbers.length > 0 ? Math.max(...numbers) : 1,
    );
  }
}

describe('the schema.org JSON-LD of a recipe', () => {
  it.each(TRAPS)('survives every importer: $id', ({ recipe: structured, context }) => {
    expectSurvivesEveryImporter(structured, context);
  });

  it.each(RECIPE_CORPUS)('survives every importer as the corpus reads it: $id', (entry) => {
    expectSurvivesEveryImporter(expectedRecipe(entry), { servingsAsked: 4 });
  });

  it.each(RECIPE_CORPUS)('survives every importer as readRecipe reads it: $id', (entry) => {
    const finishReason = entry.finishReason ?? 'stop';
    expectSurvivesEveryImporter(readRecipe(entry.markdown, { finishReason }));
  });

  it('survives every importer with untidy text of every kind (seeded)', () => {
    let seed = 22;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const characters = [...'ab1. 2)\n\t<>:é½°-/"\'*#;', '\u00a0', '\u200b'];
    const text = () =>
      Array.from({ length: 1 + Math.floor(random() * 16) }, () => pick(characters));
    const words = () => text().join('');
    for (let run = 0; run < 200; run++) {
      expectSurvivesEveryImporter(
        recipe({
          name: `N${words()}`,
          description: pick([null, words()]),
          servings: pick([null, 1, 4, 12]),
          yieldText: pick([null, words(), '2 medium pizzas']),
          prepMinutes: pick([null, 5, 90]),
          cookMinutes: pick([null, 45, 1441]),
          totalMinutes: pick([null, 135]),
          ingredients: [{ name: pick([null, words()]), items: [words(), words()] }],
          instructions: [{ name: pick([null, words()]), items: [words(), words()] }],
          notes: pick([[], [words()]]),
          incomplete: pick([false, true]),
        }),
        pick([{}, { servingsAsked: 3 }]),
      );
    }
  }, 20_000);

  it('is one Recipe object with no null, empty or undefined value anywhere', () => {
    const all = [
      ...TRAPS,
      ...RECIPE_CORPUS.map((entry) => ({ id: entry.id, recipe: expectedRecipe(entry) })),
    ];
    for (const { recipe: structured, context } of all as typeof TRAPS) {
      const jsonLd = toRecipeJsonLd(structured, context);
      expect(jsonLd['@context']).toBe('https://schema.org');
      expect(jsonLd['@type']).toBe('Recipe');
      const visit = (value: unknown): void => {
        expect(value).not.toBeNull();
        expect(value).not.toBeUndefined();
        expect(value).not.toBe('');
        if (Array.isArray(value)) {
          expect(value.length).toBeGreaterThan(0);
          value.forEach(visit);
        } else if (typeof value === 'object') {
          Object.values(value as object).forEach(visit);
        }
      };
      visit(jsonLd);
      expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
    }
  });

  it('writes the name and the language, and only these, for a recipe with nothing else', () => {
    expect(toRecipeJsonLd(recipe({ name: 'Toast', ingredients: [] }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Toast',
      inLanguage: 'en',
    });
    expect(toRecipeJsonLd(recipe({ name: ' \n ' })).name).toBe('Recipe');
    // Mealie refuses a recipe with neither ingredients nor steps.
    expect(() => mealieReads(toRecipeJsonLd(recipe({ ingredients: [] })))).toThrow();
  });

  it('writes times as minutes under a zero hour, and none that are zero or unknown', () => {
    const jsonLd = toRecipeJsonLd(
      recipe({ prepMinutes: 0, cookMinutes: 90, totalMinutes: 1500.4 }),
    );
    expect(jsonLd.prepTime).toBeUndefined();
    expect(jsonLd.cookTime).toBe('PT0H90M');
    expect(jsonLd.totalTime).toBe('PT0H1500M');
    // KitchenOwl joins the digits: PT1H30M would be 130 minutes.
    expect(kitchenOwlReads({ ...jsonLd, cookTime: 'PT1H30M' }).cookMinutes).toBe(130);
    // Nextcloud Cookbook needs the hours: PT90M would be no time at all.
    expect(nextcloudCookbookMinutes('PT90M')).toBeNull();
    expect(nextcloudCookbookMinutes('PT0H90M')).toBe(90);
    for (const reads of [mealieReads, kitchenOwlReads]) {
      expect(reads(jsonLd)).toMatchObject({ cookMinutes: 90, totalMinutes: 1500 });
    }
    expect(recipeScrapersReads(jsonLd)).toMatchObject({ cookTime: 90, totalTime: 1500 });
  });

  it('writes the yield as a bare whole number, the one form every importer reads as servings', () => {
    const forms: unknown[] = ['4', '4 servings', 4, ['4', '4 servings']];
    const servingsRead = forms.map((recipeYield) => {
      const jsonLd = { ...toRecipeJsonLd(recipe({ servings: 4 })), recipeYield };
      return [
        mealieReads(jsonLd).servings,
        tandoorReads(jsonLd).servings,
        kitchenOwlReads(jsonLd).servings,
        nextcloudCookbookYield(recipeYield),
      ];
    });
    expect(servingsRead).toEqual([
      [4, 4, 4, 4],
      // KitchenOwl's int() refuses the words.
      [4, 4, null, 4],
      // recipe-scrapers raises on a number, and Mealie then keeps "4" as a plain yield.
      [null, 4, 4, 4],
      // Both fail on a list.
      [null, 4, null, 4],
    ]);
    expect(toRecipeJsonLd(recipe({ servings: 4, yieldText: 'Serves 4' })).recipeYield).toBe('4');
    expect(getYields('4')).toBe('4 servings');
    expect(getYields('1')).toBe('1 serving');
  });

  it('writes a yield that is not servings as text and unit, which Mealie and Tandoor keep as a yield', () => {
    const pizzas = toRecipeJsonLd(recipe({ yieldText: '2 medium pizzas' }));
    expect(pizzas.recipeYield).toEqual(['2 medium pizzas', 'medium pizzas']);
    expect(mealieReads(pizzas)).toMatchObject({ servings: null, yieldText: '2 medium pizzas' });
    expect(tandoorReads(pizzas)).toMatchObject({ servings: 2, yieldText: 'medium pizzas' });
    // As one string, recipe-scrapers rewrites a kind it does not know as servings.
    const asText = { ...pizzas, recipeYield: '2 medium pizzas' };
    expect(mealieReads(asText)).toMatchObject({ servings: 2, yieldText: '' });
    // Mealie counts "makes" as servings: the label goes.
    expect(toRecipeJsonLd(recipe({ yieldText: 'Makes 12 rolls' })).recipeYield).toEqual([
      '12 rolls',
      'rolls',
    ]);
    expect(toRecipeJsonLd(recipe({ yieldText: 'a big pot' })).recipeYield).toEqual([
      'a big pot',
      'a big pot',
    ]);
  });

  it('asks the request for the servings only when the recipe states no yield', () => {
    expect(
      toRecipeJsonLd(recipe({ yieldText: '12 cookies' }), { servingsAsked: 4 }).recipeYield,
    ).toEqual(['12 cookies', 'cookies']);
    expect(toRecipeJsonLd(recipe({ servings: 2 }), { servingsAsked: 4 }).recipeYield).toBe('2');
    expect(toRecipeJsonLd(recipe(), { servingsAsked: 4 }).recipeYield).toBe('4');
    expect(toRecipeJsonLd(recipe({ servings: 0 })).recipeYield).toBeUndefined();
  });

  it('writes no "<", which every importer but KitchenOwl strips as a tag', () => {
    const jsonLd = toRecipeJsonLd(
      recipe({
        ingredients: [{ name: null, items: ['1 tbsp honey <optional>', 'salt < 1 tsp'] }],
        instructions: [{ name: null, items: ['Heat to < 70 °C.', 'Stop at > 75 °C.'] }],
      }),
    );
    expect(jsonLd.recipeIngredient).toEqual(['1 tbsp honey ＜optional＞', 'salt ＜ 1 tsp']);
    expect(stepTexts(jsonLd)).toEqual(['Heat to ＜ 70 °C.', 'Stop at > 75 °C.']);
    expect(mealieReads(jsonLd).ingredients).toEqual(jsonLd.recipeIngredient);
    expect(tandoorReads(jsonLd).steps).toEqual(stepTexts(jsonLd));
    // What a "<" would do: Mealie strips a tag, Tandoor strips across steps.
    const raw = {
      ...jsonLd,
      recipeIngredient: ['1 tbsp honey <optional>'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat to < 70 °C.' },
        { '@type': 'HowToStep', text: 'Stop at > 75 °C.' },
      ],
    };
    expect(mealieReads(raw).ingredients).toEqual(['1 tbsp honey']);
    expect(tandoorReads(raw).steps).toEqual(['Heat to 75 °C.']);
  });

  it('writes grouped steps as flat HowToSteps, the group leading its first step', () => {
    const grouped = TRAPS.find((trap) => trap.id === 'grouped steps')!.recipe;
    const jsonLd = toRecipeJsonLd(grouped);
    expect(jsonLd.recipeInstructions).toEqual([
      { '@type': 'HowToStep', text: 'For the sauce: Soften the garlic.' },
      { '@type': 'HowToStep', text: 'Add the tomatoes.' },
      { '@type': 'HowToStep', text: 'For the pasta: Boil the spaghetti.' },
    ]);
    // What sections would do: KitchenOwl loses every step, Mealie adds the names as steps.
    const sections = {
      ...jsonLd,
      recipeInstructions: grouped.instructions.map((group) => ({
        '@type': 'HowToSection',
        name: group.name,
        itemListElement: group.items.map((text) => ({ '@type': 'HowToStep', text })),
      })),
    };
    expect(kitchenOwlReads(sections).steps).toEqual([]);
    // A numbered group name loses its number like a numbered step.
    const numbered = recipe({ instructions: [{ name: '1. Sauce', items: ['1. Stir.', 'Pour.'] }] });
    expect(stepTexts(toRecipeJsonLd(numbered))).toEqual(['Sauce: Stir.', 'Pour.']);
    expect(mealieReads(sections).steps).toHaveLength(5);
  });

  it('ends the steps with the notes, which every importer keeps in full', () => {
    const jsonLd = toRecipeJsonLd(
      recipe({
        instructions: [{ name: null, items: ['Fry.'] }],
        notes: ['Serve hot.', 'Tip: add chives.', 'Notes: none'],
      }),
    );
    expect(stepTexts(jsonLd)).toEqual([
      'Fry.',
      'Note: Serve hot.',
      'Tip: add chives.',
      'Notes: none',
    ]);
  });

  it('says that a cut-off recipe was cut off, first in its description', () => {
    const cut = toRecipeJsonLd(recipe({ description: 'Quick.', incomplete: true }));
    expect(cut.description).toBe(`${CUT_OFF_NOTICE} Quick.`);
    expect(toRecipeJsonLd(recipe({ incomplete: true })).description).toBe(CUT_OFF_NOTICE);
    expect(toRecipeJsonLd(recipe({ description: 'Quick.' })).description).toBe('Quick.');
    // Tandoor keeps 512 characters of a description: the notice is always among them.
    const long = toRecipeJsonLd(recipe({ description: 'x'.repeat(2000), incomplete: true }));
    expect(tandoorReads(long).description.startsWith(CUT_OFF_NOTICE)).toBe(true);
  });

  it('gives the diet options as comma-separated keywords the importers split into tags', () => {
    const jsonLd = toRecipeJsonLd(recipe(), { diet: ['vegan', 'gluten-free'] });
    expect(jsonLd.keywords).toBe('vegan, gluten-free');
    expect(mealieReads(jsonLd).tags).toEqual(['Vegan', 'Gluten-Free']);
    expect(tandoorReads(jsonLd).tags).toEqual(['vegan', 'gluten-free']);
    expect(toRecipeJsonLd(recipe(), { diet: [] }).keywords).toBeUndefined();
  });
});

describe('images in the JSON-LD', () => {
  it('keeps no image syntax an app rendering markdown would fetch from another host', () => {
    const markdown = [
      '# Soup ![x](//evil.example/t.png)',
      '![Pancakes](https://evil.example/a.png)',
      '## Ingredients',
      '- 1 cup milk ![x](//evil.example/a.png)',
      '- eggs ![y](<//evil.example/b c.png>)',
      '- flour ![z][pic]',
      '- salt <img src="//evil.example/i.png">',
      '- sugar [![w](//evil.example/w.png)](https://example.com)',
      '## Instructions',
      '1. Mix ![a](//evil.example/s.png "t").',
      '2. Bake ![b]( //evil.example/u.png ).',
      "3. Stir ![c](//evil.example/v.png 'single').",
      '4. Rest ![d [big]](//evil.example/n.png).',
      '',
      '[pic]: //evil.example/r.png',
    ].join('\n');
    const jsonLd = toRecipeJsonLd(readRecipe(markdown, { finishReason: 'stop' }));
    const text = JSON.stringify(jsonLd);
    expect(jsonLd.recipeInstructions).toHaveLength(4);
    expect(text).not.toContain('![');
    expect(text).not.toMatch(/<img/i);
    expect(Object.keys(jsonLd)).not.toContain('image');
  });
});

describe('the file name of a saved recipe', () => {
  const named = (name: string) => recipeFileName(recipe({ name }));

  it('is the name in lower case, words joined by hyphens', () => {
    expect(named('Fluffy Pancakes')).toBe('fluffy-pancakes.json');
    expect(named('  Chili -- con   Carne! ')).toBe('chili-con-carne.json');
  });

  it('keeps letters of every script, composed', () => {
    expect(named('Crème Brûlée')).toBe('crème-brûlée.json');
    expect(named('Cre\u0300me Bru\u0302le\u0301e')).toBe('crème-brûlée.json');
    expect(named('Süßkartoffel-Püree')).toBe('süßkartoffel-püree.json');
    expect(named('麻婆豆腐')).toBe('麻婆豆腐.json');
    expect(named('Борщ')).toBe('борщ.json');
    expect(named('𠮷野家 Bowl')).toBe('𠮷野家-bowl.json');
  });

  it('drops characters no file system takes, and emoji', () => {
    expect(named('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j.json');
    expect(named('../../etc/passwd')).toBe('etc-passwd.json');
    expect(named('Pizza 🍕 Night\u0000\u001f')).toBe('pizza-night.json');
    expect(named('.hidden.')).toBe('hidden.json');
  });

  it('avoids the names Windows reserves', () => {
    expect(named('Con')).toBe('recipe-con.json');
    expect(named('NUL')).toBe('recipe-nul.json');
    expect(named('com1')).toBe('recipe-com1.json');
    expect(named('Con Carne')).toBe('con-carne.json');
  });

  it('never names a Windows device, whatever the case, digit form or extension', () => {
    // Windows' own rule, written out: the name before its first dot, trailing spaces and dots
    // ignored, in any case; COM and LPT with 0-9 or a superscript 1 to 3.
    const devices = ['CON', 'PRN', 'AUX', 'NUL'];
    for (const digit of [...'0123456789', '¹', '²', '³'])
      devices.push(`COM${digit}`, `LPT${digit}`);
    const isDevice = (fileName: string) =>
      [fileName, fileName.normalize('NFKC')].some((form) => {
        const stem = form
          .split('.')[0]!
          .replace(/[ .]+$/, '')
          .toUpperCase();
        return devices.includes(stem);
      });
    expect(isDevice('com¹.json')).toBe(true);
    expect(isDevice('Lpt³.txt')).toBe(true);
    const titles = devices.flatMap((device) => [
      device,
      device.toLowerCase(),
      `${device[0]}${device.slice(1).toLowerCase()}`,
      `${device}.json`,
      `${device}.tar.gz`,
      `${device} .`,
      `**${device}**`,
      // Fullwidth and circled forms, which NFKC also folds to these names.
      device.replace(/[A-Z0-9]/g, (char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)),
    ]);
    titles.push('COM①', 'lpt⑨', 'com⒈');
    for (const title of titles) {
      const fileName = named(title);
      expect(isDevice(fileName), `${title} -> ${fileName}`).toBe(false);
      expect(fileName, title).toMatch(/\.json$/);
    }
    expect(named('COM¹')).toBe('recipe-com¹.json');
    expect(named('LPT³')).toBe('recipe-lpt³.json');
    expect(named('com10')).toBe('com10.json');
    expect(named('Console')).toBe('console.json');
  });

  it('falls back to recipe.json when nothing is left', () => {
    expect(named('')).toBe('recipe.json');
    expect(named('   ')).toBe('recipe.json');
    expect(named('🍕🍕')).toBe('recipe.json');
    expect(named('!!!')).toBe('recipe.json');
  });

  it('keeps at most 60 characters, never half a character or a trailing hyphen', () => {
    expect(named('a'.repeat(100))).toBe(`${'a'.repeat(60)}.json`);
    expect(named(`${'a'.repeat(59)} b`)).toBe(`${'a'.repeat(59)}.json`);
    const astral = named('𠮷'.repeat(70));
    expect(astral).toBe(`${'𠮷'.repeat(60)}.json`);
    expect(astral).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(new TextEncoder().encode(astral).length).toBeLessThanOrEqual(255);
  });
});
