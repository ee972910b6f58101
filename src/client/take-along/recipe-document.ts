/**
 * The recipe shown as schema.org Recipe JSON-LD: what Save downloads and what the page carries in
 * a `<script type="application/ld+json">`. Loaded on demand (the markdown reader is in here).
 */
import { recipeFileName, toRecipeJsonLd, type RecipeJsonLd } from './recipe-json-ld';
import type { Language } from '../../recipe/languages';
import type { FinishReason } from '../../recipe/recipe-events';
import type { Diet } from '../../recipe/recipe-request';
import { readRecipe } from '../../recipe/structured-recipe';

export interface RecipeDocument {
  jsonLd: RecipeJsonLd;
  fileName: string;
}

export function recipeDocument(
  markdown: string,
  finishReason: FinishReason,
  diet: readonly Diet[] | undefined,
  language?: Language,
): RecipeDocument {
  const recipe = readRecipe(markdown, { finishReason, language });
  return { jsonLd: toRecipeJsonLd(recipe, diet ? { diet } : {}), fileName: recipeFileName(recipe) };
}

/**
 * JSON for a script element's text. `<`, `>` and `&` only occur inside JSON strings, where their
 * \u escapes mean the same: no recipe text can close the element or open a comment, even if the
 * page is ever serialized to HTML.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
