import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecipeMarkdown from '../../src/client/components/RecipeMarkdown';

/** The real react-markdown, wrapped to record the text of every render it is asked for. */
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', async (importOriginal) => {
  const real = await importOriginal<typeof import('react-markdown')>();
  const Markdown = real.default;
  return {
    ...real,
    default: function RecordedMarkdown(props: ComponentProps<typeof Markdown>) {
      rendered.push(String(props.children));
      return <Markdown {...props} />;
    },
  };
});

afterEach(() => {
  rendered.length = 0;
});

describe('RecipeMarkdown while a recipe streams', () => {
  it('renders each finished block once; only the last, growing block again', () => {
    const chunks = ['# Pan', 'cakes\n\nWhisk ', 'the milk.\n', '\n- eggs\n', '- flour', '\n\nFry.'];
    let text = '';
    const { rerender } = render(<RecipeMarkdown markdown={text} />);
    for (const chunk of chunks) {
      text += chunk;
      rerender(<RecipeMarkdown markdown={text} />);
    }
    const count = (block: string) => rendered.filter((markdown) => markdown === block).length;
    expect(count('# Pancakes')).toBe(1);
    expect(count('Whisk the milk.')).toBe(1);
    expect(count('- eggs\n- flour')).toBe(1);
    expect(count('Fry.')).toBe(1);
    // The growing block was rendered at each of its states, and nothing else was.
    expect(rendered).toEqual([
      '# Pan',
      '# Pancakes',
      'Whisk ',
      'Whisk the milk.',
      '- eggs',
      '- eggs\n- flour',
      'Fry.',
    ]);
    expect(screen.getByRole('heading', { name: 'Pancakes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'eggs',
      'flour',
    ]);
  });

  it('keeps the DOM of finished blocks while later text arrives', () => {
    const { rerender } = render(<RecipeMarkdown markdown={'# Pancakes\n\nStep'} />);
    const heading = screen.getByRole('heading', { name: 'Pancakes' });
    rerender(<RecipeMarkdown markdown={'# Pancakes\n\nStep one.\n\nStep two.'} />);
    expect(screen.getByRole('heading', { name: 'Pancakes' })).toBe(heading);
    expect(screen.getByText('Step two.')).toBeTruthy();
  });

  it('still shows raw HTML as text and drops unsafe link schemes in every block', () => {
    const { container } = render(
      <RecipeMarkdown
        markdown={
          '<img src=x onerror="alert(1)">\n\n[bad](javascript:alert(1))\n\n[ok](https://example.com)'
        }
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['', 'https://example.com']);
  });
});
