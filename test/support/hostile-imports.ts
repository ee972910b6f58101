/** Files a stranger may give to Import: shared by the e2e test and the bench. */
import { MY_RECIPE_SHAPE, type MyRecipe } from '../../src/client/my-recipes/my-recipe.js';
import { myRecipesFile } from '../../src/client/my-recipes/my-recipes-export.js';

export function hostileRecipe(index: number, versions: number, markdownLength: number): MyRecipe {
  const writtenAt = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  const heading = `# Soup ${index}\n\n`;
  return {
    shape: MY_RECIPE_SHAPE,
    id: `hostile-${index}`,
    createdAt: writtenAt(0),
    updatedAt: writtenAt(versions),
    versions: Array.from({ length: versions }, (_, version) => ({
      markdown:
        heading +
        'Stir the soup. '.repeat(markdownLength / 15).slice(0, markdownLength - heading.length),
      status: 'done' as const,
      finishReason: 'stop' as const,
      ingredients: ['milk', 'eggs', 'flour'],
      options: {},
      writtenAt: writtenAt(version),
    })),
  };
}

/** The three hostile files: 10,000 entries, a name of 4 MB, 3 MB of recipes; each within 4 MB. */
export function hostileImportFiles(): Record<string, string> {
  const now = new Date(Date.UTC(2026, 0, 2));
  const one = JSON.parse(myRecipesFile([hostileRecipe(0, 1, 60)], now)) as {
    '@graph': Record<string, unknown>[];
  };
  const entry = one['@graph'][0]!;
  // Only what a reader needs, so that 10,000 of them fit in a file that is read.
  const bare = {
    '@type': 'Recipe',
    identifier: entry.identifier,
    dateCreated: entry.dateCreated,
    dateModified: entry.dateModified,
    recipeGeneratorVersions: entry.recipeGeneratorVersions,
  };
  const many = { ...one, '@graph': Array.from({ length: 10_000 }, () => bare) };
  const named = { ...one, '@graph': [{ ...entry, name: 'a'.repeat(4 * 1024 * 1024 - 4096) }] };
  const large = myRecipesFile(
    Array.from({ length: 200 }, (_, index) => hostileRecipe(index, 1, 7600)),
    now,
  );
  return {
    '10,000 entries': JSON.stringify(many),
    'a 4 MB name': JSON.stringify(named),
    '3 MB of recipes': large,
  };
}
