/**
 * A whole list of ingredients as a request holds it, checked under the ingredient rules: by the
 * server, and by the page only when it opens a shared link (so this stays out of the page's first
 * chunk).
 */
import { comparisonKey } from './ingredient-text.js';
import {
  MAX_INGREDIENTS,
  MIN_INGREDIENTS,
  describeIngredientProblem,
  findOwnProblem,
  hasEnoughIngredients,
  normalizeIngredient,
  quoteIngredient,
} from './ingredient-rules.js';

/** How a refusal names the entry it refuses (`position` counts from 1). */
export type NameRefusedEntry = (entry: string, position: number) => string;

/** The entry's start, quoted: what the visitor typed. */
export const quoteRefusedEntry: NameRefusedEntry = (entry) => `"${quoteIngredient(entry)}"`;

/**
 * Validates a whole list as the server receives it. Returns the normalized list, or a message
 * written for the visitor, naming a refused entry with `nameEntry`.
 */
export function validateIngredientList(
  raw: readonly string[],
  nameEntry: NameRefusedEntry = quoteRefusedEntry,
): { ok: true; ingredients: string[] } | { ok: false; message: string } {
  if (raw.length > MAX_INGREDIENTS) {
    return { ok: false, message: `A recipe can use at most ${MAX_INGREDIENTS} ingredients.` };
  }
  const ingredients: string[] = [];
  // Each entry's comparison key is computed once: the list stays linear in the body's size.
  const keys = new Set<string>();
  for (const [index, entry] of raw.entries()) {
    const ingredient = normalizeIngredient(entry);
    let problem = findOwnProblem(ingredient);
    const key = problem ? '' : comparisonKey(ingredient);
    if (!problem && keys.has(key)) problem = 'duplicate';
    if (problem) {
      return {
        ok: false,
        message: `${nameEntry(ingredient, index + 1)}: ${describeIngredientProblem(problem)}`,
      };
    }
    keys.add(key);
    ingredients.push(ingredient);
  }
  if (!hasEnoughIngredients(ingredients)) {
    return { ok: false, message: `Add at least ${MIN_INGREDIENTS} ingredients to get a recipe.` };
  }
  return { ok: true, ingredients };
}
