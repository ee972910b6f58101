import {
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientRoutingError,
} from '@huggingface/inference';
import { describe, expect, it } from 'vitest';
import { buildMessages } from '../../src/server/prompt/prompt.js';
import { loadConfig } from '../../src/server/config.js';
import {
  classifyProviderError,
  createHuggingFaceProvider,
  parseRetryAfter,
} from '../../src/server/providers/huggingface/huggingface-provider.js';
import { RecipeError } from '../../src/recipe/recipe-errors.js';
import { startFakeProvider } from '../fake-provider.js';

type ResponseBody = ConstructorParameters<typeof InferenceClientProviderApiError>[2]['body'];

const SECRET = 'hf_someFakeSecret';
/** The router's words for a 402, as users quote them (huggingface/agents-course#386). */
const CREDITS_USED_UP =
  'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.';
const REQUEST = {
  url: 'https://router.huggingface.co/v1/chat/completions',
  method: 'POST',
  headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
};

function providerApiError(
  status: number,
  body: string | Record<string, unknown>,
  message = 'Failed to perform inference',
) {
  return new InferenceClientProviderApiError(message, REQUEST, {
    requestId: 'r1',
    status,
    body: body as ResponseBody,
  });
}

describe('classifyProviderError', () => {
  it.each([
    [providerApiError(401, { error: 'Invalid credentials' }), 'provider_auth'],
    [providerApiError(403, 'forbidden'), 'provider_auth'],
    [providerApiError(402, { error: CREDITS_USED_UP }), 'out_of_credits'],
    // Not "model not found", whatever the words: the purse is empty for every model.
    [providerApiError(402, { error: 'model x/y is not available on your plan' }), 'out_of_credits'],
    [providerApiError(404, { error: 'Not Found' }), 'model_unavailable'],
    [
      providerApiError(400, { error: { message: 'The model `x/y` does not exist' } }),
      'model_unavailable',
    ],
    [providerApiError(429, { error: 'Rate limit reached' }), 'provider_busy'],
    [providerApiError(503, 'Service Unavailable'), 'provider_busy'],
    [providerApiError(408, ''), 'timeout'],
    [providerApiError(504, 'Gateway Timeout'), 'timeout'],
    [providerApiError(500, { error: 'Internal error' }), 'provider_error'],
    [providerApiError(422, 'Failed to deserialize the JSON body'), 'provider_error'],
    [providerApiError(200, { error: 'Internal model error' }), 'provider_error'],
    [
      new InferenceClientHubApiError('Hub says no', REQUEST, {
        requestId: '',
        status: 401,
        body: 'Invalid username or password.',
      }),
      'provider_auth',
    ],
    [
      new InferenceClientHubApiError('Hub says no', REQUEST, {
        requestId: '',
        status: 404,
        body: 'Repository not found',
      }),
      'model_unavailable',
    ],
    [
      new InferenceClientHubApiError('Hub hiccup', REQUEST, {
        requestId: '',
        status: 500,
        body: '',
      }),
      'provider_error',
    ],
    [
      new InferenceClientRoutingError(
        'Model x/y is not supported by any provider you have enabled.',
      ),
      'model_unavailable',
    ],
    [new InferenceClientRoutingError('Routing failed'), 'provider_error'],
    [
      new InferenceClientInputError(
        'We have not been able to find inference provider information for model x/y.',
      ),
      'model_unavailable',
    ],
    [new InferenceClientInputError('No model provided'), 'provider_error'],
    [
      new InferenceClientProviderOutputError('Expected ChatCompletionStreamOutput'),
      'provider_error',
    ],
    [new SyntaxError('Unexpected end of JSON input'), 'provider_error'],
    [new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }), 'provider_error'],
    ['a thrown string', 'provider_error'],
    [undefined, 'provider_error'],
  ])('maps %s to %s', (error, code) => {
    const failure = classifyProviderError(error);
    expect(failure).toBeInstanceOf(RecipeError);
    expect(failure.code).toBe(code);
    // The details are for the log, and never copy the request (its Authorization header).
    expect(failure.detail.length).toBeGreaterThan(0);
    expect(failure.detail).not.toContain(SECRET);
  });

  it('says in the log when an answer was malformed', () => {
    expect(classifyProviderError(new SyntaxError('Unexpected token o')).detail).toMatch(
      /^malformed answer: SyntaxError/,
    );
    expect(
      classifyProviderError(new InferenceClientProviderOutputError('bad chunk')).detail,
    ).toMatch(/^malformed answer:/);
  });

  it('keeps the status and the provider body in the detail', () => {
    const detail = classifyProviderError(providerApiError(429, { error: 'slow down' })).detail;
    expect(detail).toContain('ProviderApiError 429');
    expect(detail).toContain('slow down');
  });

  it('tells the owner in the log what a 402 means and what to do, with the provider words', () => {
    const detail = classifyProviderError(providerApiError(402, { error: CREDITS_USED_UP })).detail;
    expect(detail).toContain('used up its credits');
    expect(detail).toContain('https://huggingface.co/settings/billing');
    expect(detail).toMatch(/another provider or account/);
    expect(detail).toContain('ProviderApiError 402');
    expect(detail).toContain(CREDITS_USED_UP);
  });

  it('passes Retry-After on for provider_busy only', () => {
    expect(classifyProviderError(providerApiError(429, ''), 7).retryAfterSeconds).toBe(7);
    expect(classifyProviderError(providerApiError(500, ''), 7).retryAfterSeconds).toBeUndefined();
  });
});

describe('a provider error that echoes the token', () => {
  /** The real client against the loopback fake, as the server uses it; resolves with the failure. */
  async function failureFor(status: number, contentType: string, body: string) {
    const provider = await startFakeProvider();
    try {
      provider.use({ kind: 'reply', status, contentType, body });
      const client = createHuggingFaceProvider(
        loadConfig({ HF_TOKEN: SECRET, RECIPE_ENDPOINT_URL: provider.url }),
      );
      const reservation = await client.reserve({
        client: 'visitor',
        messages: buildMessages(['milk', 'eggs', 'flour']),
      });
      const answer = reservation.stream('some/model', new AbortController().signal);
      for await (const chunk of answer)
        throw new Error(`unexpected answer ${JSON.stringify(chunk)}`);
      throw new Error('the call did not fail');
    } catch (error) {
      // The token really went out with the request that provoked the echo.
      expect(provider.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
      return error;
    } finally {
      await provider.close();
    }
  }

  it.each([
    [401, 'application/json', JSON.stringify({ error: `Invalid token Bearer ${SECRET}` })],
    [
      500,
      'application/json',
      JSON.stringify({
        error: { message: `upstream said: Authorization: Bearer ${SECRET}; again ${SECRET}` },
      }),
    ],
  ])('keeps the token out of the failure a %i gives', async (status, contentType, body) => {
    const failure = await failureFor(status, contentType, body);
    expect(failure).toBeInstanceOf(RecipeError);
    const { detail, message } = failure as RecipeError;
    // The provider's words stay for the log, with the token blacked out.
    expect(detail).toContain('Bearer [redacted]');
    expect(detail).not.toContain(SECRET);
    expect(message).not.toContain(SECRET);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and dates, and ignores nonsense', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter('1.2')).toBe(2);
    expect(parseRetryAfter('soon')).toBeUndefined();
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(parseRetryAfter(inTenSeconds)).toBeGreaterThanOrEqual(8);
    expect(parseRetryAfter(inTenSeconds)).toBeLessThanOrEqual(11);
    expect(parseRetryAfter(new Date(0).toUTCString())).toBe(0);
  });
});
