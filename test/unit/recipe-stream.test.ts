/**
 * The page's SSE reader on bodies cut at every awkward place. fetch is stubbed only to hand the
 * reader a body cut where the test says: the network is the boundary here, the reader under test
 * is the real one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_URL, RecipeRequestError, streamRecipe } from '../../src/client/recipe-stream.js';
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

const SUCCESS =
  PIECES.map((text) => encodeRecipeEvent('delta', { text })).join('') +
  encodeRecipeEvent('done', { finishReason: 'length' });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Serves `response` to the reader and collects the text it passes on. */
async function read(response: Response) {
  const fetchStub = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchStub);
  const texts: string[] = [];
  const result: { finishReason?: FinishReason; error?: unknown } = await streamRecipe(
    ['milk', 'eggs', 'flour'],
    { signal: new AbortController().signal, onText: (text) => texts.push(text) },
  ).then(
    (finishReason) => ({ finishReason }),
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
    expect(await read(sseResponse(chunks))).toEqual({ finishReason: 'length', texts: PIECES });
  });

  it('reads a recipe whose multi-byte characters are split between chunks', async () => {
    const { chunks, splitCharacters } = chunksSplittingCharacters(SUCCESS);
    expect(splitCharacters).toBe(5);
    expect(await read(sseResponse(chunks))).toEqual({ finishReason: 'length', texts: PIECES });
  });

  it('reads an error event that arrives one byte at a time, after the text so far', async () => {
    const body =
      encodeRecipeEvent('delta', { text: PIECES[0]! }) +
      encodeRecipeEvent('error', { code: 'timeout', message: 'Too slow — try again.' });
    const result = await read(sseResponse(oneByteChunks(body)));
    expect(result.texts).toEqual([PIECES[0]]);
    expect(result.error).toBeInstanceOf(RecipeRequestError);
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
    expect(result.error).toBeInstanceOf(RecipeRequestError);
    expect(result.error).toMatchObject({ code: 'network', message: LOST_CONNECTION });
  });
});
