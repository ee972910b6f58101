/**
 * Turns one provider stream into the recipe's events: waits for the first text (so a failure
 * before it can still get its own HTTP status), falls back to the next model when one is
 * unavailable, enforces the time limits, and aborts the provider call whenever it stops early.
 */
import type { ChatMessage } from './prompt.js';
import {
  encodeRecipeEvent,
  normalizeFinishReason,
  type FinishReason,
} from '../../recipe/recipe-events.js';
import { RECIPE_ERRORS } from '../../recipe/recipe-errors.js';
import { UNAVAILABLE_MEMORY_MS, type ModelChain } from './model-chain.js';
import { classifyProviderError } from '../providers/huggingface/huggingface-provider.js';
import {
  ProviderFailure,
  type RecipeChunk,
  type RecipeProvider,
} from '../providers/recipe-provider.js';
import { UNOBSERVED, type RecipeObservation } from '../telemetry/recipe-telemetry.js';

export interface WriterOptions {
  provider: RecipeProvider;
  /** The models to try in turn, and which of them are believed unavailable for now. */
  chain: ModelChain;
  firstTokenTimeoutMs: number;
  timeoutMs: number;
  /** Aborted when the visitor goes away. */
  signal: AbortSignal;
  log: WriterLog;
  /** Told of each provider call, each chunk and how the recipe ended (metrics, log line). */
  observation?: RecipeObservation;
}

export interface WriterLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface StartedRecipe {
  model: string;
  /** The encoded SSE events, starting with the first text; ends with `done` or `error`. */
  events: AsyncGenerator<string>;
}

/** Recipe text relayed to the visitor at most; 512 tokens are a few KB. */
export const MAX_RECIPE_TEXT_BYTES = 32 * 1024;

class TimeLimit extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'TimeLimit';
  }
}

/** Resolves once the first text arrived, or rejects with a ProviderFailure before any was sent. */
export async function startRecipe(
  /** The prompt, from buildRequestMessages (src/recipe/prompt.ts). */
  messages: ChatMessage[],
  options: WriterOptions,
): Promise<StartedRecipe> {
  const { provider, chain, signal, log } = options;
  const { models, skipped, retryingAll } = chain.plan();
  const observation = options.observation ?? UNOBSERVED;
  const controller = new AbortController();
  const totalTimer = setTimeout(
    () => controller.abort(new TimeLimit(`no end within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  const abortOnLeave = () => {
    clearTimeout(totalTimer);
    controller.abort(signal.reason);
  };
  signal.addEventListener('abort', abortOnLeave, { once: true });
  const release = () => {
    clearTimeout(totalTimer);
    signal.removeEventListener('abort', abortOnLeave);
    if (!controller.signal.aborted) controller.abort(new Error('recipe finished'));
  };

  const failureOf = (error: unknown): ProviderFailure => {
    const reason: unknown = controller.signal.reason;
    if (controller.signal.aborted && reason instanceof TimeLimit) {
      return new ProviderFailure('timeout', reason.message);
    }
    return classifyProviderError(error);
  };

  try {
    for (const model of skipped) observation.modelFallback(model);
    if (retryingAll) log.warn({ models }, 'every model is believed unavailable: trying them all');
    for (const [index, model] of models.entries()) {
      const firstTokenTimer = setTimeout(
        () =>
          controller.abort(new TimeLimit(`no first text within ${options.firstTokenTimeoutMs} ms`)),
        options.firstTokenTimeoutMs,
      );
      try {
        observation.calling(model);
        const answer = provider.streamChat(model, messages, controller.signal);
        const chunks = answer[Symbol.asyncIterator]();
        let finishReason: string | null = null;
        let first: RecipeChunk | undefined;
        for (;;) {
          const next = await chunks.next();
          if (next.done) break;
          observation.chunk(next.value);
          finishReason = next.value.finishReason ?? finishReason;
          if (next.value.text !== '') {
            first = next.value;
            break;
          }
        }
        if (!first) throw new ProviderFailure('provider_error', 'the answer had no text');
        chain.markAnswered(model);
        log.info({ model }, 'model answered');
        if (skipped.length > 0) {
          log.info({ skipped, model }, 'skipped models believed unavailable; another answered');
        }
        return { model, events: relay(first.text, chunks, finishReason) };
      } catch (error) {
        const failure = failureOf(error);
        // Only an answer that the model is not served counts against it: a timeout, a busy
        // provider or an empty purse (out_of_credits) would be the same for the next model.
        if (failure.code !== 'model_unavailable' || controller.signal.aborted) throw failure;
        chain.markUnavailable(model);
        observation.modelFallback(model);
        const fallback = models[index + 1];
        if (fallback === undefined) throw failure;
        log.warn(
          { model, fallback, skippedForMs: UNAVAILABLE_MEMORY_MS, detail: failure.detail },
          'model unavailable: trying the next, and skipping this one for a while',
        );
      } finally {
        clearTimeout(firstTokenTimer);
      }
    }
    throw new ProviderFailure('model_unavailable', 'no model configured');
  } catch (error) {
    release();
    observation.end(
      signal.aborted ? 'stopped' : error instanceof ProviderFailure ? error.code : 'provider_error',
    );
    throw error;
  }

  async function* relay(
    firstText: string,
    chunks: AsyncIterator<RecipeChunk>,
    initialFinishReason: string | null,
  ): AsyncGenerator<string> {
    let finishReason = initialFinishReason;
    let room = MAX_RECIPE_TEXT_BYTES;
    try {
      let text = firstText;
      for (;;) {
        if (text !== '') {
          const size = Buffer.byteLength(text);
          if (size > room) {
            // Cut off like a model at its token limit; leaving aborts the provider call (finally).
            const fits = cutToBytes(text, room);
            if (fits !== '') yield encodeRecipeEvent('delta', { text: fits });
            log.warn({ maxBytes: MAX_RECIPE_TEXT_BYTES }, 'recipe text over the limit: cut off');
            yield encodeRecipeEvent('done', { finishReason: 'length' });
            return;
          }
          room -= size;
          yield encodeRecipeEvent('delta', { text });
        }
        const next = await chunks.next();
        if (next.done) break;
        observation.chunk(next.value);
        finishReason = next.value.finishReason ?? finishReason;
        text = next.value.text;
      }
      const reason: FinishReason = normalizeFinishReason(finishReason);
      observation.end('finished');
      yield encodeRecipeEvent('done', { finishReason: reason });
    } catch (error) {
      if (signal.aborted) return; // the visitor left: nobody to tell
      const failure = failureOf(error);
      log.warn({ code: failure.code, detail: failure.detail }, 'recipe failed mid-stream');
      observation.end(failure.code);
      yield encodeRecipeEvent('error', {
        code: failure.code,
        message: RECIPE_ERRORS[failure.code].message,
      });
    } finally {
      release();
      observation.end('stopped'); // unless it ended above: the visitor left mid-stream
    }
  }
}

/** The longest start of `text` that fits in `maxBytes` of UTF-8, cut between characters. */
function cutToBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Back off continuation bytes (10xxxxxx) so no character is split.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}
