/** One error vocabulary: code -> HTTP status -> the words a visitor reads. */

export const RECIPE_ERRORS = {
  invalid_request: {
    status: 400,
    message: 'The request could not be understood. Reload the page and try again.',
  },
  invalid_ingredients: {
    status: 400,
    message: 'Check your ingredients: add at least 3, each with at least 3 characters.',
  },
  not_found: {
    status: 404,
    message: 'There is nothing at this address. Check the link, or open the recipe page.',
  },
  unsupported_media_type: {
    status: 415,
    message: 'The request must be sent as JSON. Reload the page and try again.',
  },
  request_timeout: {
    status: 408,
    message: 'Your request took too long to arrive. Check your connection and try again.',
  },
  headers_too_large: {
    status: 431,
    message: "The request was too large. Clearing this site's cookies may help.",
  },
  payload_too_large: {
    status: 413,
    message: 'That list is too long. Remove some ingredients and try again.',
  },
  rate_limited: {
    status: 429,
    message: 'You have asked for many recipes in a short time. Please wait a moment and try again.',
  },
  busy: {
    status: 503,
    message: 'Many recipes are being written right now. Please try again in a few seconds.',
  },
  daily_limit_reached: {
    status: 503,
    message:
      "Today's recipes are all written: this site has reached the number it can write in a day. " +
      'Please come back tomorrow; the count starts again at midnight UTC.',
  },
  unavailable: {
    status: 503,
    message:
      'This server cannot check its limits right now, so it is not taking requests. ' +
      'Please try again in a minute.',
  },
  not_configured: {
    status: 503,
    message:
      'No AI model is set up on this server yet (no AI provider is configured). ' +
      'Please tell the site owner.',
  },
  model_loading: {
    status: 503,
    message: 'This server is still getting its AI model ready. Please try again in a moment.',
  },
  model_download_failed: {
    status: 503,
    message:
      'This server could not get its AI model ready. Please try again later, or tell the site owner.',
  },
  out_of_credits: {
    status: 503,
    message:
      'This site has used up its AI credits for now, so it cannot write recipes at the moment. Please try again later.',
  },
  provider_auth: {
    status: 502,
    message: 'The AI service refused our access key. Please tell the site owner.',
  },
  model_unavailable: {
    status: 502,
    message: 'The AI model that writes recipes is not available right now. Please try again later.',
  },
  provider_busy: {
    status: 503,
    message: 'The AI service is overloaded right now. Please try again in a minute.',
  },
  provider_error: {
    status: 502,
    message: 'The AI service had a problem writing your recipe. Please try again.',
  },
  timeout: {
    status: 504,
    message: 'The AI service took too long to answer. Please try again.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

/** `rate_limited` once a client has used up its requests for the day, not just the minute. */
export const RATE_LIMITED_TODAY_MESSAGE =
  'You have asked for as many recipes as one visitor may have in a day. Please come back later.';

/** `busy` for a recipe ended because its slot was lost (a stall of the server or of Redis). */
export const SLOT_LOST_MESSAGE =
  'The server was briefly overloaded and had to stop this recipe. Please try again.';

export type RecipeErrorCode = keyof typeof RECIPE_ERRORS;

export function isRecipeErrorCode(value: unknown): value is RecipeErrorCode {
  return typeof value === 'string' && Object.hasOwn(RECIPE_ERRORS, value);
}

/** The JSON body of a refusal before streaming. */
export interface RecipeErrorBody {
  error: { code: RecipeErrorCode; message: string };
}

/** The codes the page may meet: the server's, and `network` when the server cannot be reached. */
export type RecipeFailureCode = RecipeErrorCode | 'network';

/** `network`: the page could not reach the server at all. */
export const UNREACHABLE_MESSAGE =
  'Could not reach the recipe server. Check your connection and try again.';

export interface RecipeErrorOptions {
  /** When to try again, sent as `Retry-After`. */
  retryAfterSeconds?: number | undefined;
  /** The visitor's words when the code's own message is not precise enough. */
  message?: string | undefined;
}

/**
 * A recipe refused or failed, in the shared vocabulary, on the page and on the server: its code,
 * the words the visitor reads (`message`), when to try again, and, for the server's log only,
 * what happened (`detail`: a provider's or store's words, never a token, never shown).
 */
export class RecipeError<Code extends RecipeFailureCode = RecipeErrorCode> extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: Code,
    readonly detail = '',
    { retryAfterSeconds, message }: RecipeErrorOptions = {},
  ) {
    super(message ?? (isRecipeErrorCode(code) ? RECIPE_ERRORS[code].message : UNREACHABLE_MESSAGE));
    this.name = 'RecipeError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
