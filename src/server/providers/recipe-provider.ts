/**
 * The one seam every recipe provider plugs into: a streamed chat completion, and the failures the
 * visitor is told about.
 */
import type { ChatMessage } from '../writer/prompt.js';
import type { RecipeErrorCode } from '../../recipe/recipe-errors.js';

export interface RecipeChunk {
  text: string;
  /** The provider's own words for why it stopped, once it says so. */
  finishReason: string | null;
  /** Tokens written so far, when the provider reports its usage (often in a last, text-less chunk). */
  outputTokens?: number;
}

export interface RecipeProvider {
  streamChat(
    model: string,
    messages: ChatMessage[],
    signal: AbortSignal,
  ): AsyncIterable<RecipeChunk>;
}

/** A provider failure, classified into the code the visitor is told. */
export class ProviderFailure extends Error {
  constructor(
    readonly code: RecipeErrorCode,
    /** For the log only: what the provider said, never the token. */
    readonly detail: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'ProviderFailure';
  }
}
