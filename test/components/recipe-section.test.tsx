import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeSection } from '../../src/client/components/RecipeSection';
import type { RecipeState } from '../../src/client/hooks/use-recipe';

function recipe(overrides: Partial<RecipeState>): RecipeState {
  return { status: 'done', markdown: '', finishReason: 'stop', error: null, ...overrides };
}

describe('RecipeSection', () => {
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
});
