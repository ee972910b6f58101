/**
 * Things the recipe must not contain (allergies, dislikes): entries under the ingredient text
 * rules, shared by the page (to explain) and the server (to enforce).
 */
import {
  MAX_INGREDIENT_LENGTH,
  MIN_INGREDIENT_LENGTH,
  findIngredientProblem,
} from './ingredient-rules.js';

export const MAX_AVOID = 10;

export type AvoidProblem =
  'too_short' | 'too_long' | 'control_characters' | 'invisible_characters' | 'duplicate';

/**
 * Checks one trimmed entry against the list it would join. The not-food check keeps harmful
 * things out of a recipe; a thing to avoid never goes in, so "bleach" here is harmless.
 */
export function findAvoidProblem(entry: string, existing: readonly string[]): AvoidProblem | null {
  return findIngredientProblem(entry, existing, { checkFood: false }) as AvoidProblem | null;
}

export function describeAvoidProblem(problem: AvoidProblem): string {
  switch (problem) {
    case 'too_short':
      return `A thing to avoid needs at least ${MIN_INGREDIENT_LENGTH} characters.`;
    case 'too_long':
      return `A thing to avoid can have at most ${MAX_INGREDIENT_LENGTH} characters.`;
    case 'control_characters':
      return 'A thing to avoid cannot contain control characters.';
    case 'invisible_characters':
      return 'A thing to avoid cannot contain invisible characters (zero-width spaces or text-direction marks, often pasted along). Type it again.';
    case 'duplicate':
      return 'That is already on the list of things to avoid.';
  }
}

export function canAvoidMore(avoid: readonly string[]): boolean {
  return avoid.length < MAX_AVOID;
}
