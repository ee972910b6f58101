/**
 * The one seam every recipe provider plugs into. A recipe first asks the provider whether it can
 * take it now (`reserve`): only then is the visitor admitted and counted, so a request the provider
 * cannot serve (not configured, model loading or failed, every sequence writing, a prompt too long
 * for it) costs the visitor and the owner nothing. Then one streamed chat completion per model
 * tried, and the provider's own reading of its failures.
 */
import type { ChatMessage } from '../prompt/prompt.js';
import { RecipeError } from '../../recipe/recipe-errors.js';

export interface RecipeChunk {
  text: string;
  /** The provider's own words for why it stopped, once it says so. */
  finishReason: string | null;
  /** Tokens written so far, when the provider reports its usage (often in a last, text-less chunk). */
  outputTokens?: number;
  /** The local model, in its last chunk: the prompt's tokens, and those it did not evaluate again. */
  promptTokens?: number;
  reusedTokens?: number;
}

/**
 * While a recipe waits its turn for the local model: its place in the line (1 is next), again
 * whenever it changes, then `null` when it leaves the line to be written. The time limits count
 * from then; `timeoutMs` replaces the total limit when the provider knows its own speed.
 */
export interface LinePlace {
  waiting: { position: number; etaSeconds: number } | null;
  timeoutMs?: number;
}

export type ProviderName = 'huggingface' | 'openai' | 'local' | 'none';

/** A recipe the provider has agreed to write: streamed once per model tried, or released unused. */
export interface Reservation {
  /**
   * A provider with a waiting line: the recipe's places while it waits its turn, ending (after a
   * last `waiting: null`) when it leaves the line; nothing when it need not wait. The writer's
   * time limits start only once this is over. Rejects when `signal` aborts.
   */
  turn?(signal: AbortSignal): AsyncIterable<LinePlace>;
  stream(model: string, signal: AbortSignal): AsyncIterable<RecipeChunk>;
  /** Gives the place back when the recipe is refused or ends; safe to call more than once. */
  release(): void;
}

export interface RecipeJob {
  /** Who asks (the rate limit's client): one waiting place each. */
  client: string;
  messages: readonly ChatMessage[];
}

export interface RecipeProvider {
  /** Its name in metrics and the log. */
  readonly name: ProviderName;
  /**
   * Throws a RecipeError when the recipe cannot be taken now; nothing is counted then. Its turn
   * and stream throw their failures classified too, as RecipeErrors.
   */
  reserve(job: RecipeJob): Promise<Reservation>;
  /** Starts background work (the local model's fetch and load) once the server listens. */
  start?(): void;
  close?(): Promise<void>;
}

/** No provider configured: every recipe is refused `not_configured`, before any limit counts it. */
export const NO_PROVIDER: RecipeProvider = {
  name: 'none',
  reserve: () => Promise.reject(new RecipeError('not_configured', 'no provider is configured')),
};
