/**
 * The rules of a revision ("change this recipe"), shared by the page (to explain) and the server
 * (to enforce): the recipe shown, sent back as the model wrote it, and the visitor's change.
 */
import { hasControlCharacters } from './ingredient-text.js';
import { MAX_RECIPE_LENGTH } from './recipe-length.js';
import { textEntryRule, type TextEntryProblem } from './text-entry-rules.js';
export const MIN_CHANGE_LENGTH = 3;
/** Counted as people see characters (graphemes), like an ingredient. */
export const MAX_CHANGE_LENGTH = 200;

export interface Revision {
  /** The recipe shown, markdown. */
  recipe: string;
  /** What to change, trimmed. */
  change: string;
}

export type RecipeTextProblem = 'empty' | 'too_long' | 'control_characters';
export type ChangeProblem = TextEntryProblem;

// Line breaks (\r too: a model may write CRLF, and what the server relayed must come back whole)
// and tabs are the only control characters a recipe may hold.
const RECIPE_WHITESPACE = /[\t\n\r]/g;

export function findRecipeTextProblem(recipe: string): RecipeTextProblem | null {
  if (recipe.length === 0) return 'empty';
  if (recipe.length > MAX_RECIPE_LENGTH) return 'too_long';
  if (hasControlCharacters(recipe.replace(RECIPE_WHITESPACE, ''))) return 'control_characters';
  return null;
}

export function describeRecipeTextProblem(problem: RecipeTextProblem): string {
  switch (problem) {
    case 'empty':
      return 'There is no recipe to change.';
    case 'too_long':
      return `The recipe to change can have at most ${MAX_RECIPE_LENGTH.toLocaleString('en')} characters.`;
    case 'control_characters':
      return 'The recipe to change cannot contain control characters other than line breaks and tabs.';
  }
}

/** Trimmed only: the change is sent to the model word for word. */
export function normalizeChange(raw: string): string {
  return raw.trim();
}

/** Checks an already-normalized change. */
export const findChangeProblem: (change: string) => ChangeProblem | null = textEntryRule(
  MIN_CHANGE_LENGTH,
  MAX_CHANGE_LENGTH,
);

export function describeChangeProblem(problem: ChangeProblem): string {
  switch (problem) {
    case 'too_short':
      return `Say what to change in at least ${MIN_CHANGE_LENGTH} characters.`;
    case 'too_long':
      return `A change can have at most ${MAX_CHANGE_LENGTH} characters.`;
    case 'control_characters':
      return 'A change cannot contain control characters.';
    case 'invisible_characters':
      return 'A change cannot contain invisible characters (zero-width spaces or text-direction marks, often pasted along). Type it again.';
  }
}
