/** The body of `POST api/recipe`: parsed once, by the server, with the shared rules. */
import { validateIngredientList } from './ingredient-rules.js';

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;
export const DIETS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'] as const;
export type Diet = (typeof DIETS)[number];

/** Optional wishes; none chosen means the request is exactly the original one. */
export interface RecipeOptions {
  /** Whole number from MIN_SERVINGS to MAX_SERVINGS. */
  servings?: number;
  /** Each diet at most once. */
  diet?: Diet[];
}

export interface RecipeRequest {
  ingredients: string[];
  options?: RecipeOptions;
}

export type ParsedRecipeRequest =
  | { ok: true; request: RecipeRequest }
  | { ok: false; code: 'invalid_request' | 'invalid_ingredients'; message: string };

const SHAPE_MESSAGE =
  'Send a JSON object with an "ingredients" list of text entries, and nothing else.';
const OPTIONS_MESSAGE =
  `"options" may hold "servings" (a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}) and ` +
  `"diet" (a list of ${DIETS.join(', ')}), and nothing else.`;

export function isDiet(value: unknown): value is Diet {
  return typeof value === 'string' && (DIETS as readonly string[]).includes(value);
}

/** True when at least one option is chosen. */
export function hasOptions(options: RecipeOptions | undefined): options is RecipeOptions {
  return (
    options !== undefined && (options.servings !== undefined || (options.diet ?? []).length > 0)
  );
}

export function parseRecipeRequest(body: unknown): ParsedRecipeRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, code: 'invalid_request', message: SHAPE_MESSAGE };
  }
  const { ingredients, options, ...rest } = body as Record<string, unknown>;
  if (
    Object.keys(rest).length > 0 ||
    !Array.isArray(ingredients) ||
    !ingredients.every((entry): entry is string => typeof entry === 'string')
  ) {
    return { ok: false, code: 'invalid_request', message: SHAPE_MESSAGE };
  }
  const parsedOptions = parseOptions(options);
  if (parsedOptions === null) {
    return { ok: false, code: 'invalid_request', message: OPTIONS_MESSAGE };
  }
  const checked = validateIngredientList(ingredients);
  if (!checked.ok) return { ok: false, code: 'invalid_ingredients', message: checked.message };
  return {
    ok: true,
    request: {
      ingredients: checked.ingredients,
      ...(hasOptions(parsedOptions) ? { options: parsedOptions } : {}),
    },
  };
}

/** The options object, `undefined` when absent, or null when it is not of the allowed shape. */
function parseOptions(raw: unknown): RecipeOptions | undefined | null {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { servings, diet, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  const options: RecipeOptions = {};
  if (servings !== undefined) {
    if (
      typeof servings !== 'number' ||
      !Number.isInteger(servings) ||
      servings < MIN_SERVINGS ||
      servings > MAX_SERVINGS
    ) {
      return null;
    }
    options.servings = servings;
  }
  if (diet !== undefined) {
    if (!Array.isArray(diet) || !diet.every(isDiet) || new Set(diet).size !== diet.length) {
      return null;
    }
    if (diet.length > 0) options.diet = diet;
  }
  return options;
}
