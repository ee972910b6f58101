/**
 * Things the recipe must not contain (allergies, dislikes): entries under the ingredient text
 * rules, shared by the page (to explain) and the server (to enforce).
 */
import {
  MAX_INGREDIENT_CODE_UNITS,
  MAX_INGREDIENT_LENGTH,
  MIN_INGREDIENT_LENGTH,
  findIngredientProblem,
} from './ingredient-rules.js';
import { comparisonKey } from './ingredient-text.js';

export const MAX_AVOID = 10;

export type AvoidProblem =
  'too_short' | 'too_long' | 'control_characters' | 'invisible_characters' | 'duplicate';

/** Checks one trimmed entry against the list it would join. */
export function findAvoidProblem(entry: string, existing: readonly string[]): AvoidProblem | null {
  if (entry.length > MAX_INGREDIENT_CODE_UNITS) return 'too_long';
  const problem = findIngredientProblem(entry, existing);
  // The not-food check keeps harmful things out of a recipe; a thing to avoid never goes in, so
  // "bleach" here is harmless and not refused. Its duplicate check still applies.
  if (problem === 'not_food') {
    const key = comparisonKey(entry);
    return existing.some((other) => comparisonKey(other) === key) ? 'duplicate' : null;
  }
  return problem;
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
