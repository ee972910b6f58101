/**
 * The pure rules of My recipes: the shape a kept entry must have, merging two records of one
 * recipe, the bounds (count and characters), search, and reading an exported file (hostile and
 * broken files refused whole). The store itself is tested in real browsers (test/e2e/my-recipes*).
 */
import { describe, expect, it } from 'vitest';
import {
  MY_RECIPE_SHAPE,
  MAX_MY_RECIPE_VERSIONS,
  myRecipeName,
  matchesSearch,
  mergeMyRecipes,
  readMyRecipe,
  recipesToDrop,
  recipesToImport,
  withDates,
  type MyRecipe,
  type MyRecipeVersion,
} from '../../src/client/my-recipes/my-recipe.js';
import { EXPORT_MARK, myRecipesFile } from '../../src/client/my-recipes/my-recipes-export.js';
import {
  MAX_IMPORT_BYTES,
  readMyRecipesFile,
} from '../../src/client/my-recipes/my-recipes-file.js';
import { importedMessage } from '../../src/client/my-recipes/RecipeFileControls.js';
import { TYPICAL_INGREDIENTS, TYPICAL_RECIPE } from '../support/typical-recipe.js';

function version(minute: number, markdown = `# Soup ${minute}\n\nStir.`): MyRecipeVersion {
  return {
    markdown,
    status: 'done',
    finishReason: 'stop',
    ingredients: ['milk', 'eggs', 'flour'],
    options: {},
    writtenAt: new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString(),
  };
}

const recipe = (id: string, ...minutes: number[]): MyRecipe =>
  withDates(
    id,
    minutes.map((minute) => version(minute)),
  );

describe('a kept entry', () => {
  it('reads the current shape and skips older or unknown shapes and broken fields', () => {
    const kept = recipe('a1', 1, 2);
    expect(readMyRecipe(structuredClone(kept))).toEqual(kept);
    expect(readMyRecipe({ ...kept, shape: MY_RECIPE_SHAPE + 1 })).toBeNull();
    expect(readMyRecipe({ ...kept, shape: undefined })).toBeNull();
    expect(readMyRecipe({ ...kept, id: 'not an id!' })).toBeNull();
    expect(readMyRecipe({ ...kept, versions: [] })).toBeNull();
    expect(readMyRecipe({ ...kept, updatedAt: 'yesterday' })).toBeNull();
    expect(readMyRecipe({ ...kept, versions: [{ ...version(1), status: 'writing' }] })).toBeNull();
    expect(readMyRecipe({ ...kept, versions: [{ ...version(1), markdown: 7 }] })).toBeNull();
    expect(
      readMyRecipe({ ...kept, versions: [{ ...version(1), ingredients: 'milk' }] }),
    ).toBeNull();
    expect(readMyRecipe(null)).toBeNull();
    expect(readMyRecipe('a1')).toBeNull();
  });

  it('is named by the first heading of its newest version', () => {
    expect(myRecipeName(recipe('a1', 1, 2))).toBe('Soup 2');
    expect(
      myRecipeName(withDates('a2', [version(1, 'Intro line\n\n## **Leek** Frittata\n')])),
    ).toBe('Leek Frittata');
    expect(myRecipeName(withDates('a3', [version(1, 'Just a line')]))).toBe('Just a line');
  });
});

describe('merging two records of one recipe', () => {
  it('keeps every version once, oldest first, and dates the recipe by them', () => {
    const merged = mergeMyRecipes(recipe('a1', 1, 2), recipe('a1', 2, 3));
    expect(merged.versions.map((kept) => kept.writtenAt)).toEqual(
      [1, 2, 3].map((minute) => version(minute).writtenAt),
    );
    expect(merged.createdAt).toBe(version(1).writtenAt);
    expect(merged.updatedAt).toBe(version(3).writtenAt);
    expect(mergeMyRecipes(merged, merged)).toEqual(merged);
  });

  it(`keeps the newest ${MAX_MY_RECIPE_VERSIONS} versions`, () => {
    const many = recipe('a1', ...Array.from({ length: 14 }, (_, minute) => minute));
    expect(many.versions).toHaveLength(MAX_MY_RECIPE_VERSIONS);
    expect(many.versions[0]?.writtenAt).toBe(version(4).writtenAt);
  });
});

describe('the bounds', () => {
  const summaries = (count: number, size = 10) =>
    Array.from({ length: count }, (_, index) => ({
      id: `r${index}`,
      updatedAt: version(index).writtenAt,
      size,
    }));

  it('drops the recipes changed longest ago past the count', () => {
    expect(recipesToDrop(summaries(200))).toEqual([]);
    const dropped = recipesToDrop(summaries(230));
    expect(dropped).toHaveLength(30);
    expect(new Set(dropped)).toEqual(new Set(summaries(30).map((summary) => summary.id)));
  });

  it('drops the oldest past the characters, but never the newest', () => {
    expect(recipesToDrop(summaries(5, 400), 200, 1000).sort()).toEqual(['r0', 'r1', 'r2']);
    expect(recipesToDrop(summaries(2, 5000), 200, 1000)).toEqual(['r0']);
  });
});

describe('search', () => {
  const kept = withDates('a1', [
    { ...version(1, '# Golden Leek Frittata\n\nCook.'), ingredients: ['eggs', 'Potatoes'] },
  ]);

  it('matches every word against the name and the ingredients, in any case', () => {
    expect(matchesSearch(kept, '')).toBe(true);
    expect(matchesSearch(kept, 'frittata')).toBe(true);
    expect(matchesSearch(kept, 'POTATO leek')).toBe(true);
    expect(matchesSearch(kept, 'potato rice')).toBe(false);
    // Only the name and ingredients, not the steps.
    expect(matchesSearch(kept, 'cook')).toBe(false);
  });

  it('ignores accents and case, in names and ingredients of every language', () => {
    const french = withDates('f1', [
      { ...version(1, '# Crème brûlée à l’érable\n\nCuire.'), ingredients: ['Œufs', 'crème'] },
    ]);
    const german = withDates('g1', [
      { ...version(1, '# Käsespätzle mit Röstzwiebeln\n\nKochen.'), ingredients: ['Weißkohl'] },
    ]);
    expect(matchesSearch(french, 'creme BRULEE')).toBe(true);
    expect(matchesSearch(french, 'ERABLE')).toBe(true);
    expect(matchesSearch(french, 'crème')).toBe(true);
    expect(matchesSearch(french, 'ŒUFS')).toBe(true);
    expect(matchesSearch(french, 'oeufs')).toBe(true);
    expect(matchesSearch(german, 'kasespatzle röstzwiebeln')).toBe(true);
    expect(matchesSearch(german, 'KÄSESPÄTZLE')).toBe(true);
    expect(matchesSearch(german, 'weisskohl')).toBe(true);
    expect(matchesSearch(german, 'WEISSKOHL')).toBe(true);
    expect(matchesSearch(german, 'kase reis')).toBe(false);
  });
});

describe('the export file', () => {
  const typical = withDates('typical-1', [
    { ...version(1, TYPICAL_RECIPE), ingredients: [...TYPICAL_INGREDIENTS] },
    { ...version(2, TYPICAL_RECIPE.replace('Frittata', 'Pan Frittata')), options: { servings: 2 } },
  ]);
  const file = myRecipesFile([typical, recipe('b2', 3)], new Date(Date.UTC(2026, 10, 2)));

  it('holds each recipe as a schema.org Recipe, with what reopening needs', () => {
    const parsed = JSON.parse(file) as Record<string, unknown> & { '@graph': unknown[] };
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed[EXPORT_MARK]).toEqual({ format: 1, exportedAt: '2026-11-02T00:00:00.000Z' });
    expect(parsed['@graph'][0]).toMatchObject({
      '@type': 'Recipe',
      name: 'Golden Potato and Leek Pan Frittata',
      identifier: 'typical-1',
      recipeGeneratorVersions: typical.versions,
    });
  });

  it('reads back what it wrote', () => {
    expect(readMyRecipesFile(file)).toEqual({ ok: true, recipes: [typical, recipe('b2', 3)] });
  });

  it('merges one recipe given twice', () => {
    const twice = myRecipesFile([recipe('a1', 1), recipe('a1', 2)], new Date());
    expect(readMyRecipesFile(twice)).toEqual({ ok: true, recipes: [recipe('a1', 1, 2)] });
  });

  const refusedWith = (text: string) => {
    const read = readMyRecipesFile(text);
    if (read.ok) throw new Error('the file was accepted');
    expect(read.message).toMatch(/nothing was imported|cannot be imported here/);
    return read.message;
  };

  it('refuses broken, foreign, newer, empty, oversized and hostile files whole', () => {
    expect(refusedWith(file.slice(0, 200))).toContain('damaged');
    expect(refusedWith('[]')).toContain('not an export');
    expect(refusedWith(JSON.stringify({ '@graph': [] }))).toContain('not an export');
    expect(refusedWith(file.replace('"format": 1', '"format": 2'))).toContain('newer version');
    expect(refusedWith(myRecipesFile([], new Date()))).toContain('holds no recipes');
    expect(refusedWith(' '.repeat(MAX_IMPORT_BYTES + 1))).toContain('larger than 4 MB');
    const many = myRecipesFile(
      Array.from({ length: 201 }, (_, index) => recipe(`r${index}`, 1)),
      new Date(),
    );
    expect(refusedWith(many)).toContain('more than 200 recipes');
  });

  it('refuses a version the server would refuse, naming the entry', () => {
    const hostile = (change: (kept: MyRecipeVersion) => unknown) => {
      const parsed = JSON.parse(file) as { '@graph': { recipeGeneratorVersions: unknown[] }[] };
      const entry = parsed['@graph'][1]!;
      entry.recipeGeneratorVersions[0] = change(
        entry.recipeGeneratorVersions[0] as MyRecipeVersion,
      );
      return refusedWith(JSON.stringify(parsed));
    };
    expect(hostile((kept) => ({ ...kept, markdown: 'Stir \u0007 well' }))).toBe(
      'Entry 2 of 2 in this file cannot be imported (a version contains control characters), so nothing was imported.',
    );
    expect(hostile((kept) => ({ ...kept, markdown: 'x'.repeat(8001) }))).toContain(
      'not in the form this page writes',
    );
    expect(hostile((kept) => ({ ...kept, ingredients: ['bleach', 'eggs', 'milk'] }))).toContain(
      'Entry 2 of 2',
    );
    expect(hostile((kept) => ({ ...kept, options: { servings: 99 } }))).toContain('Entry 2 of 2');
    expect(hostile(() => 'not a version')).toContain('Entry 2 of 2');
  });
});

describe('an import that would push out the visitor’s own recipes', () => {
  const now = new Date(Date.UTC(2026, 10, 28, 4, 0));
  const future = (id: string): MyRecipe =>
    withDates(id, [{ ...version(0), writtenAt: '9999-12-31T00:00:00.000Z' }]);
  const summary = (kept: MyRecipe) => ({ id: kept.id, updatedAt: kept.updatedAt, size: 10 });

  it('dates a version written after now at now', () => {
    const file = myRecipesFile([future('f1')], now);
    const read = readMyRecipesFile(file, now);
    expect(read.ok && read.recipes[0]!.updatedAt).toBe(now.toISOString());
  });

  it('keeps every recipe already kept and imports only what fits beside them, newest first', () => {
    const own = ['o1', 'o2', 'o3'].map((id, index) => summary(recipe(id, index)));
    const incoming = Array.from({ length: 200 }, (_, index) => ({
      id: `i${index}`,
      updatedAt: new Date(Date.UTC(2026, 10, 2, 0, index)).toISOString(),
      size: 10,
    }));
    const accepted = recipesToImport(own, [...incoming, { ...own[0]!, size: 10 }]);
    // The old import put all 200 in and the bound then dropped o1, o2 and o3.
    expect(accepted.size).toBe(197 + 1);
    expect(accepted.has('o1')).toBe(true);
    expect(accepted.has('i199')).toBe(true);
    expect(accepted.has('i2')).toBe(false);
    expect(recipesToDrop([...own, ...incoming.filter((entry) => accepted.has(entry.id))])).toEqual(
      [],
    );
  });

  it('merges a recipe already kept only if what its versions add fits the room left', () => {
    const own = [
      { id: 'o1', updatedAt: '2026-11-01T00:00:00.000Z', size: 100 },
      { id: 'o2', updatedAt: '2026-11-02T00:00:00.000Z', size: 40 },
    ];
    // `size` of a recipe already kept: what merging adds to it. 140 kept, room for 150.
    const grows = (size: number) => [{ id: 'o1', updatedAt: '2026-11-03T00:00:00.000Z', size }];
    expect(recipesToImport(own, grows(10), 200, 150).has('o1')).toBe(true);
    // Merged anyway, the trim would then have dropped o1 or o2: the visitor's own.
    expect(recipesToImport(own, grows(11), 200, 150).has('o1')).toBe(false);
    expect(recipesToDrop([...own.slice(1), { ...own[0]!, size: 111 }], 200, 150)).not.toEqual([]);
  });

  it('says what was imported and names what was not', () => {
    const own = [recipe('o1', 1)];
    const read = [
      recipe('i1', 2),
      recipe('i2', 3),
      recipe('i3', 4),
      recipe('i4', 5),
      recipe('i5', 6),
    ];
    expect(importedMessage(read, read.slice(0, 4), own)).toBe(
      'Imported 1 recipe. Not imported, as there is no room left for them in this browser (this page keeps at most 1,500,000 characters of recipes): 4 recipes (Soup 2, Soup 3, Soup 4 and 1 more).',
    );
    expect(importedMessage(read, [], own)).toBe('Imported 5 recipes.');
  });

  it('blames the room in the browser, not the recipes already here, when that is what was short', () => {
    const read = [recipe('i1', 2), recipe('i2', 3), recipe('i3', 4)];
    // Nothing kept, two of three left out: the characters ran out, not the count of 200.
    const message = importedMessage(read, read.slice(0, 2), []);
    expect(message).not.toMatch(/already here/);
    expect(message).toBe(
      'Imported 1 recipe. Not imported, as there is no room left for them in this browser (this page keeps at most 1,500,000 characters of recipes): 2 recipes (Soup 2, Soup 3).',
    );
    // Five kept, the rest left out for room: still not the count.
    const own = ['o1', 'o2', 'o3', 'o4', 'o5'].map((id, index) => recipe(id, index));
    expect(importedMessage(read, read.slice(0, 1), own)).toMatch(
      /^Imported 2 recipes\. Not imported, as there is no room/,
    );
  });

  it('names the count only when the count is what was reached, and never says "Imported 0"', () => {
    const own = Array.from({ length: 199 }, (_, index) => recipe(`o${index}`, 1));
    const read = [recipe('i1', 2), recipe('i2', 3)];
    expect(importedMessage(read, read.slice(0, 1), own)).toBe(
      'Imported 1 recipe. Not imported, to keep the 199 recipes already here within the 200 this page keeps: 1 recipe (Soup 2).',
    );
    const full = [...own, recipe('o199', 1)];
    expect(importedMessage(read, read, full)).toBe(
      'Not imported, to keep the 200 recipes already here within the 200 this page keeps: 2 recipes (Soup 2, Soup 3).',
    );
  });
});
