/**
 * The hosted provider: Hugging Face Inference Providers, or any OpenAI-compatible endpoint. The only
 * module that talks to @huggingface/inference: one streamed chat completion.
 */
import {
  InferenceClient,
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientRoutingError,
} from '@huggingface/inference';
import { MAX_TOKENS } from '../../prompt/prompt.js';
import { boundedFetch, ProviderAnswerRefused } from './bounded-fetch.js';
import type { Config } from '../../config.js';
import type { ChatMessage } from '../../prompt/prompt.js';
import { RecipeError } from '../../../recipe/recipe-errors.js';
import type { RecipeChunk, RecipeProvider } from '../recipe-provider.js';

export function createHuggingFaceProvider(config: Config): RecipeProvider {
  const client = new InferenceClient(config.hfToken, {
    retry_on_error: false,
    ...(config.endpointUrl ? { endpointUrl: config.endpointUrl } : {}),
  });

  async function* streamChat(
    model: string,
    messages: readonly ChatMessage[],
    signal: AbortSignal,
  ): AsyncGenerator<RecipeChunk> {
    let retryAfter: string | null = null;
    // Remembers Retry-After: the library's errors keep the status and body but not the headers.
    const fetchRecordingRetryAfter: typeof fetch = async (input, init) => {
      const response = await boundedFetch(input, init);
      retryAfter = response.headers.get('retry-after');
      return response;
    };
    try {
      const stream = client.chatCompletionStream(
        {
          model,
          ...(config.endpointUrl ? {} : { provider: config.provider as 'auto' }),
          messages: [...messages],
          max_tokens: MAX_TOKENS,
        },
        { signal, fetch: fetchRecordingRetryAfter },
      );
      for await (const chunk of stream) {
        const choice = chunk.choices?.[0];
        const outputTokens: unknown = chunk.usage?.completion_tokens;
        yield {
          text: typeof choice?.delta?.content === 'string' ? choice.delta.content : '',
          finishReason: choice?.finish_reason ?? null,
          ...(typeof outputTokens === 'number' && Number.isFinite(outputTokens)
            ? { outputTokens }
            : {}),
        };
      }
    } catch (error) {
      if (signal.aborted) throw error;
      const failure = classifyProviderError(error, parseRetryAfter(retryAfter));
      // A provider may echo the Authorization header in its error body: keep it out of the log.
      throw config.hfToken && failure.detail.includes(config.hfToken)
        ? new RecipeError(failure.code, failure.detail.replaceAll(config.hfToken, '[redacted]'), {
            retryAfterSeconds: failure.retryAfterSeconds,
          })
        : failure;
    }
  }

  return {
    name: hostedProviderName(config),
    // Node loads its fetch (undici) on first use, tens of milliseconds of the event loop: loaded
    // once the server listens rather than inside the first recipes, in a burst of requests.
    start: () => void new Headers(),
    // A hosted provider takes every recipe; its own refusals (429, 503) come with the answer.
    reserve: ({ messages }) =>
      Promise.resolve({
        stream: (model, signal) => streamChat(model, messages, signal),
        release: () => {},
      }),
  };
}

/** An OpenAI-compatible endpoint, or Hugging Face's Inference Providers. */
export function hostedProviderName(config: Config): 'openai' | 'huggingface' {
  return config.endpointUrl ? 'openai' : 'huggingface';
}

/** For the owner, in the log: what a 402 means and what to do about it. */
export const OUT_OF_CREDITS =
  'The provider answered 402 Payment Required: the account behind the token has used up its ' +
  'credits (a free Hugging Face account gets a small monthly allowance). Every model is billed to ' +
  'the same account, so no other model is tried. Add credits (https://huggingface.co/settings/billing), ' +
  'or use another provider or account (RECIPE_PROVIDER, RECIPE_ENDPOINT_URL, HF_TOKEN). The provider said:';

const MODEL_UNAVAILABLE =
  /not supported by any provider|could not find inference provider|not been able to find inference provider|model[^.]{0,80}(not found|does not exist|is not supported|not available)|no such model|unknown model/i;

export function classifyProviderError(error: unknown, retryAfterSeconds?: number): RecipeError {
  if (error instanceof RecipeError) return error;
  const detail = describeError(error);
  if (
    error instanceof InferenceClientProviderApiError ||
    error instanceof InferenceClientHubApiError
  ) {
    const status = error.httpResponse.status;
    if (status === 401 || status === 403) return new RecipeError('provider_auth', detail);
    if (status === 402) return new RecipeError('out_of_credits', `${OUT_OF_CREDITS} ${detail}`);
    if (status === 404 || MODEL_UNAVAILABLE.test(detail)) {
      return new RecipeError('model_unavailable', detail);
    }
    if (status === 429 || status === 503) {
      return new RecipeError('provider_busy', detail, { retryAfterSeconds });
    }
    if (status === 408 || status === 504) return new RecipeError('timeout', detail);
    return new RecipeError('provider_error', detail);
  }
  if (error instanceof InferenceClientRoutingError || error instanceof InferenceClientInputError) {
    const code = MODEL_UNAVAILABLE.test(detail) ? 'model_unavailable' : 'provider_error';
    return new RecipeError(code, detail);
  }
  if (error instanceof ProviderAnswerRefused) return new RecipeError('provider_error', detail);
  // Malformed answers: bad chunks, or SSE data that is not JSON (a plain SyntaxError).
  if (error instanceof InferenceClientProviderOutputError || error instanceof SyntaxError) {
    return new RecipeError('provider_error', `malformed answer: ${detail}`);
  }
  return new RecipeError('provider_error', detail);
}

function describeError(error: unknown): string {
  if (
    error instanceof InferenceClientProviderApiError ||
    error instanceof InferenceClientHubApiError
  ) {
    const body =
      typeof error.httpResponse.body === 'string'
        ? error.httpResponse.body
        : JSON.stringify(error.httpResponse.body);
    return `${error.name} ${error.httpResponse.status}: ${error.message} ${body.slice(0, 500)}`;
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

/** A provider asking for a longer wait than this is told this: a day is as far as a visitor looks. */
export const RETRY_AFTER_MAX_SECONDS = 86_400;

/** Whole seconds from 0 to a day, from delay-seconds or an HTTP date; anything else is dropped. */
export function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(text)) seconds = Number(text);
  else {
    // Every HTTP-date form starts with the day's name; Date.parse alone takes "-5" for a year.
    if (!/^[A-Za-z]{3}/.test(text)) return undefined;
    const date = Date.parse(text);
    if (Number.isNaN(date)) return undefined;
    seconds = (date - Date.now()) / 1000;
  }
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(0, Math.ceil(seconds)));
}
