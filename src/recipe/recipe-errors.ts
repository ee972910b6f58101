/** One error vocabulary: code -> HTTP status (recipe-failure.ts) -> the English words a visitor reads. */
import {
  RECIPE_ERROR_STATUS,
  RecipeError as SharedRecipeError,
  isRecipeErrorCode,
  type RecipeErrorCode,
  type RecipeErrorOptions,
  type RecipeFailureCode,
} from './recipe-failure.js';

export {
  RECIPE_ERROR_STATUS,
  isRecipeErrorCode,
  type RecipeErrorBody,
  type RecipeErrorCode,
  type RecipeErrorOptions,
  type RecipeFailureCode,
} from './recipe-failure.js';

const MESSAGES: Readonly<Record<RecipeErrorCode, string>> = {
  invalid_request: 'The request could not be understood. Reload the page and try again.',
  invalid_ingredients: 'Check your ingredients: add at least 3, each with at least 3 characters.',
  not_found: 'There is nothing at this address. Check the link, or open the recipe page.',
  unsupported_media_type: 'The request must be sent as JSON. Reload the page and try again.',
  request_timeout: 'Your request took too long to arrive. Check your connection and try again.',
  headers_too_large: "The request was too large. Clearing this site's cookies may help.",
  payload_too_large: 'That list is too long. Remove some ingredients and try again.',
  rate_limited:
    'You have asked for many recipes in a short time. Please wait a moment and try again.',
  busy: 'Many recipes are being written right now. Please try again in a few seconds.',
  daily_limit_reached:
    "Today's recipes are all written: this site has reached the number it can write in a day. " +
    'Please come back tomorrow; the count starts again at midnight UTC.',
  unavailable:
    'This server cannot check its limits right now, so it is not taking requests. ' +
    'Please try again in a minute.',
  not_configured:
    'No AI model is set up on this server yet (no AI provider is configured). ' +
    'Please tell the site owner.',
  model_loading: 'This server is still getting its AI model ready. Please try again in a moment.',
  model_download_failed:
    'This server could not get its AI model ready. Please try again later, or tell the site owner.',
  out_of_credits:
    'This site has used up its AI credits for now, so it cannot write recipes at the moment. Please try again later.',
  provider_auth: 'The AI service refused our access key. Please tell the site owner.',
  model_unavailable:
    'The AI model that writes recipes is not available right now. Please try again later.',
  provider_busy: 'The AI service is overloaded right now. Please try again in a minute.',
  provider_error: 'The AI service had a problem writing your recipe. Please try again.',
  timeout: 'The AI service took too long to answer. Please try again.',
};

/** code -> HTTP status and the English words a visitor reads. */
export const RECIPE_ERRORS: Readonly<Record<RecipeErrorCode, { status: number; message: string }>> =
  Object.fromEntries(
    Object.entries(RECIPE_ERROR_STATUS).map(([code, status]) => [
      code,
      { status, message: MESSAGES[code as RecipeErrorCode] },
    ]),
  ) as Record<RecipeErrorCode, { status: number; message: string }>;

/** `rate_limited` once a client has used up its requests for the day, not just the minute. */
export const RATE_LIMITED_TODAY_MESSAGE =
  'You have asked for as many recipes as one visitor may have in a day. Please come back later.';

/** `busy` for a recipe ended because its slot was lost (a stall of the server or of Redis). */
export const SLOT_LOST_MESSAGE =
  'The server was briefly overloaded and had to stop this recipe. Please try again.';

/** `network`: the page could not reach the server at all. */
export const UNREACHABLE_MESSAGE =
  'Could not reach the recipe server. Check your connection and try again.';

/**
 * The server's RecipeError: the shared class (recipe-failure.ts), with its code's English message
 * when no other is given. The page never imports this module, so these words stay off the page.
 */
export class RecipeError<
  Code extends RecipeFailureCode = RecipeErrorCode,
> extends SharedRecipeError<Code> {
  constructor(code: Code, detail = '', { retryAfterSeconds, message }: RecipeErrorOptions = {}) {
    super(code, detail, {
      retryAfterSeconds,
      message:
        message ?? (isRecipeErrorCode(code) ? RECIPE_ERRORS[code].message : UNREACHABLE_MESSAGE),
    });
  }
}
