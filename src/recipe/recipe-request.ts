/** The body of `POST api/recipe`: parsed once, by the server, with the shared rules. */
import { validateIngredientList } from './ingredient-rules.js';

export interface RecipeRequest {
  ingredients: string[];
}

export type ParsedRecipeRequest =
  | { ok: true; request: RecipeRequest }
  | { ok: false; code: 'invalid_request' | 'invalid_ingredients'; message: string };

const SHAPE_MESSAGE =
  'Send a JSON object with an "ingredients" list of text entries, and nothing else.';

export function parseRecipeRequest(body: unknown): ParsedRecipeRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, code: 'invalid_request', message: SHAPE_MESSAGE };
  }
  const { ingredients, ...rest } = body as Record<string, unknown>;
  if (
    Object.keys(rest).length > 0 ||
    !Array.isArray(ingredients) ||
    !ingredients.every((entry): entry is string => typeof entry === 'string')
  ) {
    return { ok: false, code: 'invalid_request', message: SHAPE_MESSAGE };
  }
  const checked = validateIngredientList(ingredients);
  if (!checked.ok) return { ok: false, code: 'invalid_ingredients', message: checked.message };
  return { ok: true, request: { ingredients: checked.ingredients } };
}
