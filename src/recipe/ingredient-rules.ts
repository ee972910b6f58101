/** The ingredient rules, shared by the page (to explain) and the server (to enforce). */

export const MIN_INGREDIENTS = 3;
export const MAX_INGREDIENTS = 30;
/** An ingredient must be longer than this many characters after trimming. */
export const MIN_INGREDIENT_LENGTH = 3;
export const MAX_INGREDIENT_LENGTH = 80;

// C0 and C1 control characters, DEL included; tabs and newlines are controls too.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export type IngredientProblem = 'too_short' | 'too_long' | 'control_characters' | 'duplicate';

export function normalizeIngredient(raw: string): string {
  return raw.trim();
}

/** Checks one already-normalized ingredient against the list it would join. */
export function findIngredientProblem(
  ingredient: string,
  existing: readonly string[] = [],
): IngredientProblem | null {
  if (CONTROL_CHARACTERS.test(ingredient)) return 'control_characters';
  if (ingredient.length < MIN_INGREDIENT_LENGTH) return 'too_short';
  if (ingredient.length > MAX_INGREDIENT_LENGTH) return 'too_long';
  const lower = ingredient.toLowerCase();
  if (existing.some((other) => other.toLowerCase() === lower)) return 'duplicate';
  return null;
}

export function describeIngredientProblem(problem: IngredientProblem): string {
  switch (problem) {
    case 'too_short':
      return `An ingredient needs at least ${MIN_INGREDIENT_LENGTH} characters.`;
    case 'too_long':
      return `An ingredient can have at most ${MAX_INGREDIENT_LENGTH} characters.`;
    case 'control_characters':
      return 'An ingredient cannot contain control characters.';
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

/**
 * Validates a whole list as the server receives it. Returns the normalized list, or a message
 * written for the visitor.
 */
export function validateIngredientList(
  raw: readonly string[],
): { ok: true; ingredients: string[] } | { ok: false; message: string } {
  if (raw.length > MAX_INGREDIENTS) {
    return { ok: false, message: `A recipe can use at most ${MAX_INGREDIENTS} ingredients.` };
  }
  const ingredients: string[] = [];
  for (const entry of raw) {
    const ingredient = normalizeIngredient(entry);
    const problem = findIngredientProblem(ingredient, ingredients);
    if (problem) {
      return {
        ok: false,
        message: `"${ingredient.slice(0, 40)}": ${describeIngredientProblem(problem)}`,
      };
    }
    ingredients.push(ingredient);
  }
  if (!hasEnoughIngredients(ingredients)) {
    return { ok: false, message: `Add at least ${MIN_INGREDIENTS} ingredients to get a recipe.` };
  }
  return { ok: true, ingredients };
}
