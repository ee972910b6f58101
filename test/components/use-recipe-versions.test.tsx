/**
 * The versions kept by useRecipeVersions: at most 10, a revision appended after the others and
 * sent with the version shown, a failed revision keeping the version shown. fetch hands the hook
 * recorded answers (the network is the boundary); the reader is real.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecipeVersions } from '../../src/client/recipe-versions/use-recipe-versions';
import { encodeRecipeEvent } from '../../src/recipe/recipe-events';
import type { Conflict } from '../../src/recipe/wishes/find-conflicts';
import { sseResponse } from '../support/sse-response';

const INGREDIENTS = ['milk', 'eggs', 'flour'];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers request n with the recipe "Version n", and records each request's body. */
function numberedRecipes(conflictsOf: (n: number) => Conflict[] = () => []) {
  const bodies: { revise?: { recipe: string; change: string } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as (typeof bodies)[number]);
      const text =
        encodeRecipeEvent('delta', { text: `Version ${bodies.length}` }) +
        encodeRecipeEvent('done', { finishReason: 'stop', conflicts: conflictsOf(bodies.length) });
      return sseResponse([new TextEncoder().encode(text)]);
    }),
  );
  return bodies;
}

describe('useRecipeVersions', () => {
  it('keeps each version with the conflicts its done event named', async () => {
    const butter: Conflict = { wish: 'butter', found: 'Butter', because: null };
    numberedRecipes((n) => (n === 1 ? [butter] : []));
    const { result } = renderHook(() => useRecipeVersions());
    await act(() => result.current.writeRecipe(INGREDIENTS, { avoid: ['butter'] }));
    expect(result.current.recipe.conflicts).toEqual([butter]);
    await act(() =>
      result.current.revise(INGREDIENTS, { avoid: ['butter'] }, 'Version 1', 'Replace Butter'),
    );
    expect(result.current.recipe.conflicts).toEqual([]);
    act(() => result.current.show(0));
    expect(result.current.recipe.conflicts).toEqual([butter]);
  });

  it('keeps 10 versions, and drops the oldest for an 11th', async () => {
    numberedRecipes();
    const { result } = renderHook(() => useRecipeVersions());
    const reviseShown = () =>
      act(() =>
        result.current.revise(INGREDIENTS, {}, result.current.recipe.markdown, 'more salt'),
      );
    await act(() => result.current.writeRecipe(INGREDIENTS, {}));
    for (let n = 2; n <= 10; n += 1) await reviseShown();
    expect([result.current.count, result.current.shown]).toEqual([10, 9]);
    act(() => result.current.show(0));
    expect(result.current.recipe.markdown).toBe('Version 1');
    act(() => result.current.show(9));
    await reviseShown();
    expect([result.current.count, result.current.shown]).toEqual([10, 9]);
    expect(result.current.recipe.markdown).toBe('Version 11');
    act(() => result.current.show(0));
    expect(result.current.recipe.markdown).toBe('Version 2');
  });

  it('revises the version shown and appends the new one after the others', async () => {
    const bodies = numberedRecipes();
    const { result } = renderHook(() => useRecipeVersions());
    await act(() => result.current.writeRecipe(INGREDIENTS, {}));
    await act(() => result.current.revise(INGREDIENTS, {}, 'Version 1', 'no oven'));
    act(() => result.current.show(0));
    await act(() =>
      result.current.revise(INGREDIENTS, {}, result.current.recipe.markdown, 'for two'),
    );
    expect(bodies[2]!.revise).toEqual({ recipe: 'Version 1', change: 'for two' });
    expect(result.current.count).toBe(3);
    expect(result.current.recipe.markdown).toBe('Version 3');
    act(() => result.current.show(1));
    expect(result.current.recipe.markdown).toBe('Version 2');

    // A new recipe starts a fresh history.
    await act(() => result.current.writeRecipe(INGREDIENTS, {}));
    expect(result.current.count).toBe(1);
    expect(bodies[3]!.revise).toBeUndefined();
  });

  it('keeps the version shown and its history when a revision fails', async () => {
    numberedRecipes();
    const { result } = renderHook(() => useRecipeVersions());
    await act(() => result.current.writeRecipe(INGREDIENTS, {}));
    await act(() => result.current.revise(INGREDIENTS, {}, 'Version 1', 'no oven'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'provider_busy', message: 'The AI provider is busy.' } },
          { status: 503 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => result.current.revise(INGREDIENTS, {}, 'Version 2', 'less sugar'));
    expect(console.error).toHaveBeenCalledOnce();
    expect(result.current.count).toBe(2);
    expect(result.current.recipe).toMatchObject({
      status: 'done',
      markdown: 'Version 2',
      error: { code: 'provider_busy', message: 'The AI provider is busy.' },
    });
    // Showing another version clears the failure.
    act(() => result.current.show(0));
    expect(result.current.recipe).toMatchObject({ markdown: 'Version 1', error: null });
  });
});
