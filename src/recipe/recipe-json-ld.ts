/** schema.org Recipe JSON-LD from a structured recipe, in the form recipe apps import cleanly. */
import type { Diet } from './recipe-request.js';
import type { StructuredRecipe } from './structured-recipe.js';

export interface RecipeJsonLdContext {
  /** The diet options the recipe was asked with: keywords. */
  diet?: readonly Diet[];
}

export type RecipeJsonLd = Record<string, unknown> & {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
};

export function toRecipeJsonLd(
  recipe: StructuredRecipe,
  context: RecipeJsonLdContext = {},
): RecipeJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    ...(context.diet && context.diet.length > 0 ? { keywords: context.diet.join(', ') } : {}),
  };
}

/** `<recipe-name>.json`, safe on every file system. */
export function recipeFileName(recipe: StructuredRecipe): string {
  const base = recipe.name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'recipe'}.json`;
}
