import {
  RECIPE_ERRORS,
  type RecipeErrorBody,
  type RecipeErrorCode,
} from '../recipe/recipe-errors.js';

/** The JSON refusal of DESIGN §3, with the visitor's message from the shared vocabulary. */
export function recipeErrorBody(code: RecipeErrorCode, message?: string): RecipeErrorBody {
  return { error: { code, message: message ?? RECIPE_ERRORS[code].message } };
}
