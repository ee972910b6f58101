/**
 * The recipe hook's own rules, below the buttons that also enforce them: one recipe at a time.
 * fetch hands the hook a recorded answer (the network is the boundary); the reader is real.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecipe } from '../../src/client/recipe-versions/use-recipe';
import { encodeRecipeEvent } from '../../src/recipe/recipe-events';
import { oneByteChunks, sseResponse } from '../support/sse-response';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useRecipe', () => {
  it('starts no second request while one is being written', async () => {
    const body =
      encodeRecipeEvent('delta', { text: 'Whisk the milk.' }) +
      encodeRecipeEvent('done', { finishReason: 'stop', conflicts: [] });
    const fetchStub = vi.fn(async () => sseResponse(oneByteChunks(body)));
    vi.stubGlobal('fetch', fetchStub);
    const { result } = renderHook(() => useRecipe());

    act(() => {
      void result.current.start(['milk', 'eggs', 'flour']);
      void result.current.start(['milk', 'eggs', 'flour']);
    });
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(fetchStub).toHaveBeenCalledOnce();
    expect(result.current.state.markdown).toBe('Whisk the milk.');

    // Once it is finished, the next one may start.
    await act(() => result.current.start(['milk', 'eggs', 'flour']));
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('Stop aborts the request and keeps the text so far', async () => {
    let signal: AbortSignal | undefined;
    const fetchStub = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      // Like the network: the body breaks off when the request is aborted, not before.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const delta = encodeRecipeEvent('delta', { text: 'Whisk the milk.' });
          controller.enqueue(new TextEncoder().encode(delta));
          signal?.addEventListener('abort', () => controller.error(signal?.reason));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetchStub);
    const { result } = renderHook(() => useRecipe());

    act(() => void result.current.start(['milk', 'eggs', 'flour']));
    await waitFor(() => expect(result.current.state.markdown).toBe('Whisk the milk.'));
    expect(signal?.aborted).toBe(false);
    act(() => result.current.stop());
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(result.current.state.status).toBe('stopped'));
    expect(result.current.state).toMatchObject({ markdown: 'Whisk the milk.', error: null });
  });
});
