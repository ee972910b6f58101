import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecipeSection } from '../../../src/client/recipe-versions/RecipeSection';
import type { RecipeState } from '../../../src/client/shared/recipe-state';
import { RECIPE_ERRORS } from '../../../src/recipe/recipe-errors';

function recipe(overrides: Partial<RecipeState>): RecipeState {
  return { status: 'done', markdown: '', finishReason: 'stop', error: null, ...overrides };
}

describe('RecipeSection', () => {
  it.each([
    [{ position: 3, etaSeconds: 75 }, '2 recipes ahead of yours, about 1 min'],
    [{ position: 2, etaSeconds: 200 }, '1 recipe ahead of yours, about 3 min'],
    [{ position: 1, etaSeconds: 20 }, 'yours is next, less than a minute'],
  ])('says the place in the waiting line in words: %j', (queued, words) => {
    render(<RecipeSection recipe={recipe({ status: 'writing', queued })} />);
    expect(screen.getByText(`Waiting for the local model: ${words}.`)).toBeTruthy();
  });

  it('shows the words as plain text until the markdown renderer has loaded', async () => {
    // A fresh module graph, so the lazy renderer is not already loaded by an earlier test.
    vi.resetModules();
    const fresh = await import('../../../src/client/recipe-versions/RecipeSection');
    const markdown = '# Pancakes\n\n<img src=x onerror="alert(1)"> **Whisk** [go](https://a.b)';
    const { container } = render(
      <fresh.RecipeSection recipe={recipe({ status: 'writing', markdown })} />,
    );

    const article = container.querySelector('article')!;
    expect(article.children).toHaveLength(1);
    const placeholder = article.children[0]!;
    expect(placeholder.localName).toBe('p');
    // The words only: markup characters would flash, raw HTML stays text.
    expect(placeholder.textContent).toBe('Pancakes\n\n<img src=x onerror="alert(1)"> Whisk go');
    expect(placeholder.children).toHaveLength(0);
    expect(container.querySelector('h1, img, strong, a')).toBeNull();

    // Then the renderer takes its place, once its chunk has loaded (awaited: seconds on a busy
    // machine, longer than findBy's second).
    const markdownModule = await import('../../../src/client/markdown/use-recipe-markdown');
    await markdownModule.loadRecipeMarkdown();
    expect(await screen.findByRole('heading', { name: 'Pancakes' })).toBeTruthy();
    expect(placeholder.isConnected).toBe(false);
    expect(container.querySelector('strong')?.textContent).toBe('Whisk');
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders the recipe as markdown', async () => {
    render(<RecipeSection recipe={recipe({ markdown: '# Pancakes\n\n- milk\n- eggs' })} />);
    expect(await screen.findByRole('heading', { name: 'Pancakes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows raw HTML as text and keeps only safe link schemes', async () => {
    const markdown =
      '<img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [ok](https://example.com) [mail](mailto:a@b.c)';
    const { container } = render(<RecipeSection recipe={recipe({ markdown })} />);
    await screen.findByRole('link', { name: 'ok' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['', 'https://example.com', 'mailto:a@b.c']);
  });

  it('is a polite live region, busy only while writing', () => {
    const { rerender } = render(<RecipeSection recipe={recipe({ status: 'writing' })} />);
    const region = screen.getByRole('region', { name: 'Suggested recipe' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-busy')).toBe('true');
    rerender(<RecipeSection recipe={recipe({ status: 'done' })} />);
    expect(region.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows a failure in an alert, under the text written so far', async () => {
    render(
      <RecipeSection
        recipe={recipe({
          status: 'error',
          markdown: 'Step one',
          error: { code: 'rate_limited', message: 'Please wait.', retryAfterSeconds: 30 },
        })}
      />,
    );
    expect(await screen.findByText('Step one')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please wait. You can try again in 30 seconds.',
    );
  });

  it('shows the out_of_credits message alone: the server gives no time to wait', () => {
    const { message } = RECIPE_ERRORS.out_of_credits;
    render(
      <RecipeSection
        recipe={recipe({ status: 'error', error: { code: 'out_of_credits', message } })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it.each([
    ['rate_limited', 1, 'You can try again in 1 second.'],
    ['rate_limited', 45, 'You can try again in 45 seconds.'],
    ['rate_limited', 150, 'You can try again in 3 minutes.'],
    ['rate_limited', 3600, 'You can try again in 1 hour.'],
    ['rate_limited', 18_720, 'You can try again in 5 hours 12 minutes.'],
    ['daily_limit_reached', 18_750, 'You can try again after midnight UTC, in 5 hours 13 minutes.'],
    ['unavailable', 30, 'You can try again in 30 seconds.'],
  ] as const)(
    'explains %s with a Retry-After of %i s in plain words',
    (code, seconds, sentence) => {
      render(
        <RecipeSection
          recipe={recipe({
            status: 'error',
            error: { code, message: RECIPE_ERRORS[code].message, retryAfterSeconds: seconds },
          })}
        />,
      );
      expect(screen.getByRole('alert').textContent).toBe(
        `${RECIPE_ERRORS[code].message} ${sentence}`,
      );
    },
  );
});
