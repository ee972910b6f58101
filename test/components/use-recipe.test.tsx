/**
 * The recipe hook's own rules, below the buttons that also enforce them: one recipe at a time.
 * fetch hands the hook a recorded answer (the network is the boundary); the reader is real.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecipe } from '../../src/client/hooks/use-recipe';
import { encodeRecipeEvent } from '../../src/recipe/recipe-events';
import { oneByteChunks, sseResponse } from '../support/sse-response';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useRecipe', () => {
  it('starts no second request while one is being written', async () => {
    const body =
      encodeRecipeEvent('delta', { text: 'Whisk the milk.' }) +
      encodeRecipeEvent('done', { finishReason: 'stop' });
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
});
