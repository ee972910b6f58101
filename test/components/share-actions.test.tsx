/**
 * Share and Save in RecipeActions where end-to-end browsers cannot go: the system share sheet of a
 * phone (navigator.share with canShare), a sheet the visitor closes, and a recipe that Save turns
 * into the page's one JSON-LD object. A shared recipe also joins the versions kept.
 */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_COPIED, RecipeActions } from '../../src/client/take-along/RecipeActions';
import type { RecipeState } from '../../src/client/shared/recipe-state';
import { useRecipeVersions } from '../../src/client/recipe-versions/use-recipe-versions';
import { toRecipeJsonLd } from '../../src/client/take-along/recipe-json-ld';
import { openShareFragment } from '../../src/client/take-along/share-link';
import { readRecipe } from '../../src/recipe/structured-recipe';

const RECIPE: RecipeState = {
  status: 'done',
  markdown: '# Pancakes\n\n1. Mix.\n2. Fry.',
  finishReason: 'stop',
  error: null,
};
const ASKED = { ingredients: ['milk', 'eggs', 'flour'], options: { diet: ['vegan' as const] } };

function renderActions() {
  render(
    <RecipeActions
      recipe={RECIPE}
      asked={ASKED}
      onStop={() => undefined}
      onAnother={() => undefined}
      renderedRecipe={{ current: null }}
    />,
  );
}

const status = () => screen.getByRole('status').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Share', () => {
  it('hands the link to the system share sheet where there is one, and says nothing more', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {
      share,
      canShare: (data: ShareData) => typeof data.url === 'string',
      clipboard: { writeText },
    });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const url = share.mock.calls[0]![0].url!;
    expect(url.startsWith(`${location.origin}${location.pathname}#r1.`)).toBe(true);
    expect(await openShareFragment(new URL(url).hash)).toEqual({
      ok: true,
      recipe: {
        markdown: RECIPE.markdown,
        ingredients: ASKED.ingredients,
        options: ASKED.options,
        finishReason: 'stop',
      },
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toBe('');
  });

  it('stays quiet when the visitor closes the sheet, and copies when the sheet fails', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal('navigator', { share, canShare: () => true, clipboard: { writeText } });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(status()).toBe('');
    expect(writeText).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(status()).toBe(LINK_COPIED));
    expect(writeText.mock.calls[0]![0]).toMatch(/#r1\./);
  });
});

describe('Save', () => {
  it('downloads one schema.org Recipe object named after the recipe', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:recipe';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toMatch(/^Saved as .+\.json\.$/));
    expect(files).toHaveLength(1);
    const structured = readRecipe(RECIPE.markdown, { finishReason: 'stop' });
    expect(JSON.parse(await files[0]!.text())).toEqual(
      toRecipeJsonLd(structured, { diet: ['vegan'] }),
    );
    expect(clicked).toHaveLength(1);
    expect(status()).toBe(`Saved as ${clicked[0]}.`);
  });
});

describe('a shared recipe among the versions', () => {
  it('is added after the versions kept and shown, with what it was written for', () => {
    const { result } = renderHook(() => useRecipeVersions());
    act(() => result.current.open('# One', 'stop', ASKED));
    act(() =>
      result.current.open('# Two', 'length', {
        ingredients: ['rice', 'beans', 'corn'],
        options: {},
      }),
    );
    expect(result.current.count).toBe(2);
    expect(result.current.recipe).toMatchObject({
      status: 'done',
      markdown: '# Two',
      finishReason: 'length',
    });
    expect(result.current.asked).toEqual({ ingredients: ['rice', 'beans', 'corn'], options: {} });
    act(() => result.current.show(0));
    expect(result.current.asked).toEqual(ASKED);
  });
});
