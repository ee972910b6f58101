/**
 * The error vocabulary's codes and the error class, without the English words of each code: the
 * page ships this module, and reads a code's words from the server's answer or its own catalog.
 * The server's class (recipe-errors.ts) adds each code's English message by default.
 */

/** code -> HTTP status. */
export const RECIPE_ERROR_STATUS = {
  invalid_request: 400,
  invalid_ingredients: 400,
  not_found: 404,
  unsupported_media_type: 415,
  request_timeout: 408,
  headers_too_large: 431,
  payload_too_large: 413,
  rate_limited: 429,
  busy: 503,
  daily_limit_reached: 503,
  unavailable: 503,
  not_configured: 503,
  model_loading: 503,
  model_download_failed: 503,
  out_of_credits: 503,
  provider_auth: 502,
  model_unavailable: 502,
  provider_busy: 503,
  provider_error: 502,
  timeout: 504,
} as const satisfies Record<string, number>;

export type RecipeErrorCode = keyof typeof RECIPE_ERROR_STATUS;

export function isRecipeErrorCode(value: unknown): value is RecipeErrorCode {
  return typeof value === 'string' && Object.hasOwn(RECIPE_ERROR_STATUS, value);
}

/** The JSON body of a refusal before streaming. */
export interface RecipeErrorBody {
  error: { code: RecipeErrorCode; message: string };
}

/** The codes the page may meet: the server's, and `network` when the server cannot be reached. */
export type RecipeFailureCode = RecipeErrorCode | 'network';

export interface RecipeErrorOptions {
  /** When to try again, sent as `Retry-After`. */
  retryAfterSeconds?: number | undefined;
  /** The visitor's words when the code's own message is not precise enough. */
  message?: string | undefined;
}

/**
 * A recipe refused or failed, in the shared vocabulary, on the page and on the server: its code,
 * the words the visitor reads (`message`), when to try again, and, for the server's log only,
 * what happened (`detail`: a provider's or store's words, never a token, never shown). Made here,
 * its words are the ones given (the page always gives them).
 */
export class RecipeError<Code extends RecipeFailureCode = RecipeErrorCode> extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: Code,
    readonly detail = '',
    { retryAfterSeconds, message }: RecipeErrorOptions = {},
  ) {
    super(message ?? code);
    this.name = 'RecipeError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
