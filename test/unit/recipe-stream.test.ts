/**
 * The page's SSE reader on bodies cut at every awkward place. fetch is stubbed only to hand the
 * reader a body cut where the test says: the network is the boundary here, the reader under test
 * is the real one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_URL, streamRecipe } from '../../src/client/recipe-versions/recipe-stream.js';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
// The page's errors are the shared class; the server's add its English messages to it.
import { RecipeError } from '../../src/recipe/recipe-failure.js';
import { encodeRecipeEvent, type FinishReason } from '../../src/recipe/recipe-events.js';
import {
  chunksSplittingCharacters,
  oneByteChunks,
  sseResponse,
  type StreamEnd,
} from '../support/sse-response.js';

const LOST_CONNECTION =
  'The connection to the server was lost before the recipe was finished. Please try again.';

/** Pieces with multi-byte characters of 2, 3 and 4 bytes (é, ü, —, 🥞). */
const PIECES = ['# Crème brûlée', '\n\nWhisk — gently', ' 🥞 then serve.'];

const CONFLICTS = [
  { wish: 'dairy-free', found: 'butter', because: 'milk' },
  { wish: 'peanuts', found: 'peanuts', because: null },
];
const SUCCESS =
  PIECES.map((text) => encodeRecipeEvent('delta', { text })).join('') +
  encodeRecipeEvent('done', { finishReason: 'length', conflicts: CONFLICTS });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Serves `response` to the reader and collects the text it passes on. */
async function read(response: Response) {
  const fetchStub = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchStub);
  const texts: string[] = [];
  const result: { finishReason?: FinishReason; conflicts?: unknown; error?: unknown } =
    await streamRecipe(['milk', 'eggs', 'flour'], {
      signal: new AbortController().signal,
      onText: (text) => texts.push(text),
    }).then(
      (end) => ({ ...end }),
      (error: unknown) => ({ error }),
    );
  expect(fetchStub).toHaveBeenCalledOnce();
  const [url, init] = fetchStub.mock.calls[0]!;
  expect(url).toBe(RECIPE_URL);
  expect(init?.method).toBe('POST');
  expect(init?.body).toBe('{"ingredients":["milk","eggs","flour"]}');
  return { ...result, texts };
}

describe('streamRecipe across network chunks', () => {
  it('reads a recipe that arrives one byte at a time', async () => {
    const chunks = oneByteChunks(SUCCESS);
    expect(chunks.length).toBe(new TextEncoder().encode(SUCCESS).length);
    expect(await read(sseResponse(chunks))).toEqual({
      finishReason: 'length',
      conflicts: CONFLICTS,
      texts: PIECES,
    });
  });

  it('reads a recipe whose multi-byte characters are split between chunks', async () => {
    const { chunks, splitCharacters } = chunksSplittingCharacters(SUCCESS);
    expect(splitCharacters).toBe(5);
    expect(await read(sseResponse(chunks))).toEqual({
      finishReason: 'length',
      conflicts: CONFLICTS,
      texts: PIECES,
    });
  });

  it('reads an error event that arrives one byte at a time, after the text so far', async () => {
    const body =
      encodeRecipeEvent('delta', { text: PIECES[0]! }) +
      encodeRecipeEvent('error', { code: 'timeout', message: 'Too slow — try again.' });
    const result = await read(sseResponse(oneByteChunks(body)));
    expect(result.texts).toEqual([PIECES[0]]);
    expect(result.error).toBeInstanceOf(RecipeError);
    expect(result.error).toMatchObject({ code: 'timeout', message: 'Too slow — try again.' });
  });
});

describe('streamRecipe when the stream ends with neither done nor error', () => {
  it.each<[string, StreamEnd]>([
    ['ends cleanly (a proxy that cuts the answer short)', 'close'],
    ['breaks off (a killed server)', 'error'],
  ])('rejects with the lost-connection message when the body %s', async (_name, end) => {
    // The cut falls in the middle of the second event.
    const body = PIECES.slice(0, 2)
      .map((text) => encodeRecipeEvent('delta', { text }))
      .join('');
    const result = await read(sseResponse(oneByteChunks(body.slice(0, -7)), end));
    expect(result.texts).toEqual([PIECES[0]]);
    expect(result.error).toBeInstanceOf(RecipeError);
    expect(result.error).toMatchObject({ code: 'network', message: LOST_CONNECTION });
  });
});

describe('streamRecipe when the server refuses before streaming', () => {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('passes on the code, the message and Retry-After of a JSON refusal', async () => {
    const message = 'You have asked for many recipes in a short time. Please wait a moment.';
    const result = await read(
      json(429, { error: { code: 'rate_limited', message } }, { 'retry-after': '42' }),
    );
    expect(result.error).toBeInstanceOf(RecipeError);
    expect(result.error).toMatchObject({ code: 'rate_limited', message, retryAfterSeconds: 42 });
    expect(result.texts).toEqual([]);
  });

  it('has no Retry-After when the server gives none', async () => {
    const result = await read(json(503, { error: { code: 'busy', message: 'Many recipes.' } }));
    expect(result.error).toMatchObject({ code: 'busy', message: 'Many recipes.' });
    expect((result.error as RecipeError).retryAfterSeconds).toBeUndefined();
  });

  it("passes on out_of_credits with the server's own words", async () => {
    const { message } = RECIPE_ERRORS.out_of_credits;
    const result = await read(json(503, { error: { code: 'out_of_credits', message } }));
    expect(result.error).toMatchObject({ code: 'out_of_credits', message });
    expect((result.error as RecipeError).retryAfterSeconds).toBeUndefined();
  });

  it.each([
    [429, 'rate_limited', 'You have asked for many recipes in a short time.'],
    [502, 'provider_error', 'The AI service had a problem writing your recipe.'],
  ])('explains a proxy page with status %i as %s', async (status, code, words) => {
    const page = new Response('<h1>Bad Gateway</h1>', {
      status,
      headers: { 'content-type': 'text/html', 'retry-after': '7' },
    });
    const result = await read(page);
    expect(result.error).toMatchObject({ code, retryAfterSeconds: 7 });
    expect((result.error as RecipeError).message).toContain(words);
  });

  it('says the server could not be reached when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(
      streamRecipe(['milk', 'eggs', 'flour'], {
        signal: new AbortController().signal,
        onText: () => undefined,
      }),
    ).rejects.toMatchObject({
      code: 'network',
      message: 'Could not reach the recipe server. Check your connection and try again.',
    });
  });
});
