import {
  RECIPE_ERRORS,
  type RecipeErrorBody,
  type RecipeErrorCode,
} from '../../recipe/recipe-errors.js';

/** The JSON refusal of DESIGN §3, with the visitor's message from the shared vocabulary. */
export function recipeErrorBody(code: RecipeErrorCode, message?: string): RecipeErrorBody {
  return { error: { code, message: message ?? RECIPE_ERRORS[code].message } };
}

/**
 * A recipe request refused before any work, thrown for the app's error handler to answer in the
 * JSON shape, with its status and `Retry-After`.
 */
export class RecipeRefusal extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: RecipeErrorCode,
    readonly retryAfterSeconds?: number,
    readonly visitorMessage?: string,
  ) {
    super(`recipe refused: ${code}`);
    this.name = 'RecipeRefusal';
    this.statusCode = RECIPE_ERRORS[code].status;
  }
}
