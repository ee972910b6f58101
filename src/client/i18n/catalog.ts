import type en from './en';
import type laterEn from './later/en';
import type { RecipeFailureCode } from '../../recipe/recipe-failure';

/** The page's words in one language: every key of the English catalog. */
export type Catalog = { readonly [Key in keyof typeof en]: string };
export type TextKey = keyof typeof en;

/**
 * The server's error messages in another language, by `code`, with the two messages some codes
 * carry instead of their own. English reads the server's message as it is sent.
 */
export type ErrorCatalog = Readonly<
  Record<RecipeFailureCode | 'rate_limited_today' | 'slot_lost', string>
>;

/**
 * What the shared entry rules say of a refused entry, in another language. English reads the
 * rules' own words (src/recipe), which the page's first chunk carries anyway.
 */
export type ProblemCatalog = Readonly<
  Record<
    | `ingredient${'TooShort' | 'TooLong' | 'Control' | 'Invisible' | 'Duplicate'}`
    | 'notFood'
    | `avoid${'TooShort' | 'TooLong' | 'Control' | 'Invisible' | 'Duplicate'}`
    | `change${'TooShort' | 'TooLong' | 'Control' | 'Invisible'}`
    | 'noRecipeToChange'
    | 'recipeTooLong'
    | 'recipeControl',
    string
  >
>;
export type ProblemKey = keyof ProblemCatalog;

/** A catalog other than English: the page's words, the rules' problems and the server's errors. */
export type OtherCatalog = Catalog & {
  readonly problems: ProblemCatalog;
  readonly errors: ErrorCatalog;
};

/** The words of the lazy chunks in one language. */
export type LaterCatalog = { readonly [Key in keyof typeof laterEn]: string };
export type LaterKey = keyof typeof laterEn;
