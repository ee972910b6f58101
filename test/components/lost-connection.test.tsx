/**
 * A recipe stream that ends with neither `done` nor `error` (a proxy that cuts the answer, a
 * killed server): the visitor keeps the text so far, reads the lost-connection message, and the
 * console gets the error. fetch is stubbed to hand the page such a body: the network is the
 * boundary here; the hook, the reader and the components are the real ones.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRecipeMarkdown } from '../../src/client/markdown/use-recipe-markdown';
import { RecipeSection } from '../../src/client/recipe-versions/RecipeSection';
import { useRecipe } from '../../src/client/recipe-versions/use-recipe';
import { RecipeError } from '../../src/recipe/recipe-failure';
import { encodeRecipeEvent } from '../../src/recipe/recipe-events';
import { oneByteChunks, sseResponse, type StreamEnd } from '../support/sse-response';

const LOST_CONNECTION =
  'The connection to the server was lost before the recipe was finished. Please try again.';

function RecipeWriter() {
  const { state, start } = useRecipe();
  return (
    <>
      <button type="button" onClick={() => void start(['milk', 'eggs', 'flour'])}>
        Get a recipe
      </button>
      <RecipeSection recipe={state} />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a recipe stream cut short', () => {
  it.each<[string, StreamEnd]>([
    ['ends cleanly', 'close'],
    ['breaks off', 'error'],
  ])('that %s keeps the text, shows the lost connection and logs it', async (_name, end) => {
    const written =
      encodeRecipeEvent('delta', { text: '# Pancakes\n\n' }) +
      encodeRecipeEvent('delta', { text: 'Whisk the milk.' });
    // Half of a third event is all that arrives of it.
    const cut = written + encodeRecipeEvent('delta', { text: ' Then fry.' }).slice(0, 20);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sseResponse(oneByteChunks(cut), end)),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const user = userEvent.setup();
    const { container } = render(<RecipeWriter />);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));

    expect((await screen.findByRole('alert')).textContent).toBe(LOST_CONNECTION);
    // The renderer's chunk, awaited: seconds on a busy machine, longer than findBy's second.
    await loadRecipeMarkdown();
    expect(await screen.findByRole('heading', { name: 'Pancakes' })).toBeTruthy();
    expect(screen.getByText('Whisk the milk.')).toBeTruthy();
    expect(container.textContent).not.toContain('Then fry');
    const region = screen.getByRole('region', { name: 'Suggested recipe' });
    expect(region.hasAttribute('aria-busy')).toBe(false);
    expect(consoleError).toHaveBeenCalledOnce();
    const logged = consoleError.mock.calls[0]!.at(-1);
    expect(logged).toBeInstanceOf(RecipeError);
    expect(logged).toMatchObject({ code: 'network', message: LOST_CONNECTION });
  });
});
