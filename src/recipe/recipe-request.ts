/**
 * The body of `POST api/recipe`: its shape and options. It is parsed once, by the server, with
 * the shared rules (parse-recipe-request.ts, apart so that the page's first chunk does not carry it).
 */
import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import type { Revision } from './revision-rules.js';

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
  /** The recipe's language; English, the default, goes unsent (the server drops an explicit "en"). */
  language?: Language;
}

export interface RecipeRequest {
  ingredients: string[];
  options?: RecipeOptions;
  /** Change the recipe shown instead of writing a new one. */
  revise?: Revision;
}

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
      options.units !== undefined ||
      (options.language !== undefined && options.language !== DEFAULT_LANGUAGE))
  );
}
