/** The body of `POST api/recipe`: parsed once, by the server, with the shared rules. */
import { MAX_AVOID, describeAvoidProblem, findAvoidProblem } from './avoid-rules.js';
import {
  normalizeIngredient,
  quoteIngredient,
  validateIngredientList,
} from './ingredient-rules.js';
import {
  describeChangeProblem,
  describeRecipeTextProblem,
  findChangeProblem,
  findRecipeTextProblem,
  normalizeChange,
  type Revision,
} from './revision-rules.js';

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;
export const DIETS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'] as const;
export type Diet = (typeof DIETS)[number];
export const UNITS = ['metric', 'us'] as const;
export type Units = (typeof UNITS)[number];

/** Optional wishes; none chosen means the request is exactly the original one. */
export interface RecipeOptions {
  /** Whole number from MIN_SERVINGS to MAX_SERVINGS. */
  servings?: number;
  /** Each diet at most once. */
  diet?: Diet[];
  /** Things the recipe must not contain, at most MAX_AVOID, trimmed. */
  avoid?: string[];
  units?: Units;
}

export interface RecipeRequest {
  ingredients: string[];
  options?: RecipeOptions;
  /** Change the recipe shown instead of writing a new one. */
  revise?: Revision;
}

export type ParsedRecipeRequest =
  | { ok: true; request: RecipeRequest }
  | { ok: false; code: 'invalid_request' | 'invalid_ingredients'; message: string };

const SHAPE_MESSAGE =
  'Send a JSON object with an "ingredients" list of text entries, optionally "options" and ' +
  '"revise", and nothing else.';
const OPTIONS_MESSAGE =
  `"options" may hold "servings" (a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}), ` +
  `"diet" (a list of ${DIETS.join(', ')}), "avoid" (a list of at most ${MAX_AVOID} text ` +
  `entries) and "units" (${UNITS.map((unit) => `"${unit}"`).join(' or ')}), and nothing else.`;
const REVISE_MESSAGE =
  '"revise" must hold "recipe" (the recipe shown) and "change" (what to change), both text, ' +
  'and nothing else.';

export function isDiet(value: unknown): value is Diet {
  return typeof value === 'string' && (DIETS as readonly string[]).includes(value);
}

export function isUnits(value: unknown): value is Units {
  return typeof value === 'string' && (UNITS as readonly string[]).includes(value);
}

/** True when at least one option is chosen. */
export function hasOptions(options: RecipeOptions | undefined): options is RecipeOptions {
  return (
    options !== undefined &&
    (options.servings !== undefined ||
      (options.diet ?? []).length > 0 ||
      (options.avoid ?? []).length > 0 ||
      options.units !== undefined)
  );
}

type Refusal = Extract<ParsedRecipeRequest, { ok: false }>;

function refuse(message: string): Refusal {
  return { ok: false, code: 'invalid_request', message };
}

export function parseRecipeRequest(body: unknown): ParsedRecipeRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse(SHAPE_MESSAGE);
  }
  const { ingredients, options, revise, ...rest } = body as Record<string, unknown>;
  if (
    Object.keys(rest).length > 0 ||
    !Array.isArray(ingredients) ||
    !ingredients.every((entry): entry is string => typeof entry === 'string')
  ) {
    return refuse(SHAPE_MESSAGE);
  }
  const parsedOptions = parseOptions(options);
  if (parsedOptions === null) return refuse(OPTIONS_MESSAGE);
  if (typeof parsedOptions === 'string') return refuse(parsedOptions);
  const revision = parseRevision(revise);
  if (typeof revision === 'string') return refuse(revision);
  const checked = validateIngredientList(ingredients);
  if (!checked.ok) return { ok: false, code: 'invalid_ingredients', message: checked.message };
  return {
    ok: true,
    request: {
      ingredients: checked.ingredients,
      ...(hasOptions(parsedOptions) ? { options: parsedOptions } : {}),
      ...(revision === undefined ? {} : { revise: revision }),
    },
  };
}

/**
 * The options object, `undefined` when absent, null when it is not of the allowed shape, or a
 * message naming the entry of `avoid` that breaks the rules.
 */
function parseOptions(raw: unknown): RecipeOptions | undefined | null | string {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { servings, diet, avoid, units, ...rest } = raw as Record<string, unknown>;
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
  if (avoid !== undefined) {
    if (
      !Array.isArray(avoid) ||
      avoid.length > MAX_AVOID ||
      !avoid.every((entry): entry is string => typeof entry === 'string')
    ) {
      return null;
    }
    const entries: string[] = [];
    for (const raw of avoid) {
      const entry = normalizeIngredient(raw);
      const problem = findAvoidProblem(entry, entries);
      if (problem) {
        return `"avoid": "${quoteIngredient(entry)}": ${describeAvoidProblem(problem)}`;
      }
      entries.push(entry);
    }
    if (entries.length > 0) options.avoid = entries;
  }
  if (units !== undefined) {
    if (!isUnits(units)) return null;
    options.units = units;
  }
  return options;
}

/** The revision, `undefined` when absent, or a message saying what is wrong with it. */
function parseRevision(raw: unknown): Revision | undefined | string {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return REVISE_MESSAGE;
  const { recipe, change, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof recipe !== 'string' || typeof change !== 'string') {
    return REVISE_MESSAGE;
  }
  const recipeProblem = findRecipeTextProblem(recipe);
  if (recipeProblem) return describeRecipeTextProblem(recipeProblem);
  const normalized = normalizeChange(change);
  const changeProblem = findChangeProblem(normalized);
  if (changeProblem) return describeChangeProblem(changeProblem);
  return { recipe, change: normalized };
}
