/**
 * The file "Export" writes: one JSON-LD document whose `@graph` holds every kept recipe as a
 * schema.org `Recipe` (its newest version, as Save writes it), with what reopening it needs.
 * Apart from the reader (my-recipes-file.ts), which speaks the visitor's language.
 */
import type { RecipeJsonLd } from '../take-along/recipe-json-ld';
import { recipeDocument } from '../take-along/recipe-document';
import type { MyRecipe } from './my-recipe';

/** Marks a file as this page's export, and its format's version. */
export const EXPORT_MARK = 'recipeGeneratorExport';
export const EXPORT_FORMAT = 1;
export type MyRecipeJsonLd = RecipeJsonLd & {
  identifier: string;
  dateCreated: string;
  dateModified: string;
  recipeGeneratorVersions: MyRecipe['versions'];
};

export function exportFileName(date: Date): string {
  return `my-recipes-${date.toISOString().slice(0, 10)}.json`;
}

/** The newest version as Save writes it, plus what reopening needs. */
function toMyRecipeJsonLd(recipe: MyRecipe): MyRecipeJsonLd {
  const newest = recipe.versions.at(-1)!;
  const finishReason = newest.status === 'done' ? newest.finishReason : 'length';
  return {
    ...recipeDocument(newest.markdown, finishReason, newest.options.diet).jsonLd,
    identifier: recipe.id,
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
    recipeGeneratorVersions: recipe.versions,
  };
}

/** The export of `recipes` (newest first), as the text of the file. */
export function myRecipesFile(recipes: readonly MyRecipe[], exportedAt: Date): string {
  const file = {
    '@context': 'https://schema.org',
    '@graph': recipes.map(toMyRecipeJsonLd),
    [EXPORT_MARK]: { format: EXPORT_FORMAT, exportedAt: exportedAt.toISOString() },
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
