/**
 * The body of `POST api/recipe`, parsed with the shared rules: by the server, and by the page for
 * a shared link.
 */
import { MAX_AVOID, describeAvoidProblem, findAvoidProblem } from './avoid-rules.js';
import {
  quoteRefusedEntry,
  validateIngredientList,
  type NameRefusedEntry,
} from './ingredient-list.js';
import { normalizeIngredient } from './ingredient-rules.js';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from './languages.js';
import {
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  UNITS,
  hasOptions,
  isDiet,
  isUnits,
  type RecipeOptions,
  type RecipeRequest,
} from './recipe-request.js';
import {
  describeChangeProblem,
  describeRecipeTextProblem,
  findChangeProblem,
  findRecipeTextProblem,
  normalizeChange,
  type Revision,
} from './revision-rules.js';

export type ParsedRecipeRequest =
  | { ok: true; request: RecipeRequest }
  | { ok: false; code: 'invalid_request' | 'invalid_ingredients'; message: string };

const SHAPE_MESSAGE =
  'Send a JSON object with an "ingredients" list of text entries, optionally "options" and ' +
  '"revise", and nothing else.';
const OPTIONS_MESSAGE =
  `"options" may hold "servings" (a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}), ` +
  `"diet" (a list of ${DIETS.join(', ')}), "avoid" (a list of at most ${MAX_AVOID} text ` +
  `entries), "units" (${UNITS.map((unit) => `"${unit}"`).join(' or ')}) and "language" ` +
  `(${quoteList(LANGUAGES)}), and nothing else.`;
const LANGUAGE_MESSAGE = `"options.language" must be one of ${quoteList(LANGUAGES)}.`;

function quoteList(values: readonly string[]): string {
  const quoted = values.map((value) => `"${value}"`);
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}
const REVISE_MESSAGE =
  '"revise" must hold "recipe" (the recipe shown) and "change" (what to change), both text, ' +
  'and nothing else.';

type Refusal = Extract<ParsedRecipeRequest, { ok: false }>;

function refuse(message: string): Refusal {
  return { ok: false, code: 'invalid_request', message };
}

/**
 * How a refusal names a refused entry of `ingredients` or `avoid`. The server quotes the entry's
 * start; a shared link's refusal names only its place, so a stranger's text is never shown as the
 * page's own words.
 */
export interface RefusedEntryNames {
  ingredient: NameRefusedEntry;
  avoid: NameRefusedEntry;
}

const QUOTED_ENTRIES: RefusedEntryNames = {
  ingredient: quoteRefusedEntry,
  avoid: (entry, position) => `"avoid": ${quoteRefusedEntry(entry, position)}`,
};

export function parseRecipeRequest(
  body: unknown,
  names: RefusedEntryNames = QUOTED_ENTRIES,
): ParsedRecipeRequest {
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
  const parsedOptions = parseOptions(options, names.avoid);
  if (parsedOptions === null) return refuse(OPTIONS_MESSAGE);
  if (typeof parsedOptions === 'string') return refuse(parsedOptions);
  const revision = parseRevision(revise);
  if (typeof revision === 'string') return refuse(revision);
  const checked = validateIngredientList(ingredients, names.ingredient);
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
function parseOptions(
  raw: unknown,
  nameEntry: NameRefusedEntry,
): RecipeOptions | undefined | null | string {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { servings, diet, avoid, units, language, ...rest } = raw as Record<string, unknown>;
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
    for (const [index, raw] of avoid.entries()) {
      const entry = normalizeIngredient(raw);
      const problem = findAvoidProblem(entry, entries);
      if (problem) return `${nameEntry(entry, index + 1)}: ${describeAvoidProblem(problem)}`;
      entries.push(entry);
    }
    if (entries.length > 0) options.avoid = entries;
  }
  if (units !== undefined) {
    if (!isUnits(units)) return null;
    options.units = units;
  }
  if (language !== undefined) {
    if (!isLanguage(language)) return LANGUAGE_MESSAGE;
    if (language !== DEFAULT_LANGUAGE) options.language = language;
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
