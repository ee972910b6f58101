/** The ingredient rules, shared by the page (to explain) and the server (to enforce). */
import { comparisonKey, firstCharacters, visibleText } from './ingredient-text.js';
import { isDangerousNonFood } from './non-food.js';
import { textEntryRule, type TextEntryProblem } from './text-entry-rules.js';

export const MIN_INGREDIENTS = 3;
export const MAX_INGREDIENTS = 30;
/**
 * An ingredient must be longer than this many characters after trimming, counted as people see
 * characters (grapheme clusters: an emoji is one).
 */
export const MIN_INGREDIENT_LENGTH = 3;
export const MAX_INGREDIENT_LENGTH = 80;
/**
 * A bound on the code units behind those characters: one character a person sees can be built of
 * any number of combining marks. 16 per character leaves room for the longest emoji sequences.
 */
export const MAX_INGREDIENT_CODE_UNITS = MAX_INGREDIENT_LENGTH * 16;
/** Characters of a refused entry quoted in its message, and the code units read to find them. */
const QUOTED_CHARACTERS = 40;
const QUOTED_CODE_UNITS = QUOTED_CHARACTERS * 16;

export type IngredientProblem = TextEntryProblem | 'not_food' | 'duplicate';

/** Trimmed only: what the visitor typed is what the model is sent. */
export function normalizeIngredient(raw: string): string {
  return raw.trim();
}

/** Checks one already-normalized ingredient against the list it would join. */
export function findIngredientProblem(
  ingredient: string,
  existing: readonly string[] = [],
  { checkFood = true }: { checkFood?: boolean } = {},
): IngredientProblem | null {
  const problem = findOwnProblem(ingredient);
  if (problem && (checkFood || problem !== 'not_food')) return problem;
  const key = comparisonKey(ingredient);
  if (existing.some((other) => comparisonKey(other) === key)) return 'duplicate';
  return null;
}

const findTextProblem = textEntryRule(MIN_INGREDIENT_LENGTH, MAX_INGREDIENT_LENGTH);

/** Every rule but the duplicate one. */
export function findOwnProblem(ingredient: string): IngredientProblem | null {
  return findTextProblem(ingredient) ?? (isDangerousNonFood(ingredient) ? 'not_food' : null);
}

/** A refused entry as its message quotes it; only its start is read, however long it is. */
export function quoteIngredient(ingredient: string): string {
  const start = ingredient.slice(0, QUOTED_CODE_UNITS);
  const quoted = firstCharacters(visibleText(start), QUOTED_CHARACTERS);
  return start.length < ingredient.length && !quoted.endsWith('…') ? `${quoted}…` : quoted;
}

export function describeIngredientProblem(problem: IngredientProblem): string {
  switch (problem) {
    case 'too_short':
      return `An ingredient needs at least ${MIN_INGREDIENT_LENGTH} characters.`;
    case 'too_long':
      return `An ingredient can have at most ${MAX_INGREDIENT_LENGTH} characters.`;
    case 'control_characters':
      return 'An ingredient cannot contain control characters.';
    case 'invisible_characters':
      return 'An ingredient cannot contain invisible characters (zero-width spaces or text-direction marks, often pasted along). Type it again.';
    case 'not_food':
      return 'That is not food. Only list things that are safe to eat.';
    case 'duplicate':
      return 'That ingredient is already on the list.';
  }
}

export function hasEnoughIngredients(ingredients: readonly string[]): boolean {
  return ingredients.length >= MIN_INGREDIENTS;
}

export function canAddMoreIngredients(ingredients: readonly string[]): boolean {
  return ingredients.length < MAX_INGREDIENTS;
}
