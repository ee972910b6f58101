import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecipeMarkdown from '../../../src/client/markdown/renderer/RecipeMarkdown';
import { DEEP_RECIPES, INDENTED_RECIPE } from '../../support/deep-markdown';

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

/** How many elements deep the rendered recipe goes, below `root`. */
function domDepth(root: Element): number {
  let deepest = 0;
  const walk: [Element, number][] = [[root, 0]];
  for (let next = walk.pop(); next; next = walk.pop()) {
    const [element, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of element.children) walk.push([child, depth + 1]);
  }
  return deepest;
}

describe('RecipeMarkdown on text nested deeper than a renderer can walk', () => {
  it.each(Object.entries(DEEP_RECIPES))(
    'shows the %s recipe flattened, every word there, within a bounded depth',
    (_name, markdown) => {
      for (const unfinished of [false, true]) {
        const { container, unmount } = render(
          <RecipeMarkdown markdown={markdown} unfinished={unfinished} />,
        );
        expect(container.querySelector('h1')?.textContent).toMatch(/^Deep /);
        expect(container.textContent).toContain('Serve warm.');
        // Eight containers of at most two elements each, and the paragraph inside.
        expect(domDepth(container)).toBeLessThanOrEqual(2 * 8 + 1);
        expect(domDepth(container)).toBeGreaterThanOrEqual(8);
        unmount();
      }
    },
  );
});

describe('RecipeMarkdown on lists nested by indentation alone', () => {
  it('shows them within a bounded depth, every step there', () => {
    const { container } = render(<RecipeMarkdown markdown={INDENTED_RECIPE} />);
    expect(container.textContent).toContain('step 0');
    expect(container.textContent).toContain('step 50');
    expect(container.textContent).toContain('Serve warm.');
    // 32 columns hold 16 levels of "- ", and 8 more open on the line: two elements each.
    expect(domDepth(container)).toBeLessThanOrEqual(2 * (16 + 8) + 1);
  });
});

describe('RecipeMarkdown and other hosts', () => {
  it('shows every image as its alt text, wherever it points', () => {
    const { container } = render(
      <RecipeMarkdown
        markdown={[
          '![Pancakes](//evil.example/a.png)',
          '![Syrup](https://evil.example/b.png "title")',
          '![Butter](/Recipe-generator/assets/icon.svg)',
          '![Jam][pic]\n\n[pic]: //evil.example/c.png',
          '[![Berries](https://evil.example/d.png)](https://example.com/)',
        ].join('\n\n')}
      />,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('[src]')).toHaveLength(0);
    for (const alt of ['Pancakes', 'Syrup', 'Butter', 'Jam', 'Berries']) {
      expect(container.textContent).toContain(alt);
    }
  });

  it('drops a link without a scheme that a browser sends to another host; keeps the rest', () => {
    const links: [string, string][] = [
      ['//evil.example/x', ''],
      ['<//evil.example/a b>', ''],
      ['//evil.example:8080', ''],
      // Backslashes and tabs, which the URL parser would read as slashes or drop, are
      // percent-encoded by the markdown parser: these stay on this site.
      ['/\\evil.example/x', '/%5Cevil.example/x'],
      ['\\\\evil.example/x', '%5Cevil.example/x'],
      ['<\t//evil.example/x>', '%09//evil.example/x'],
      ['</\t/evil.example/x>', '/%09/evil.example/x'],
      ['https://example.com/pancakes', 'https://example.com/pancakes'],
      ['http://example.com/', 'http://example.com/'],
      ['mailto:cook@example.com', 'mailto:cook@example.com'],
      ['xmpp:cook@example.com', 'xmpp:cook@example.com'],
      ['irc://irc.example.com/cooks', 'irc://irc.example.com/cooks'],
      ['/Recipe-generator/', '/Recipe-generator/'],
      ['#steps', '#steps'],
      ['notes.html', 'notes.html'],
      ['javascript:alert(1)', ''],
    ];
    const markdown = links.map(([url], index) => `[link ${index}](${url})`).join('\n\n');
    const { container } = render(<RecipeMarkdown markdown={markdown} />);
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(links.map(([, href]) => href));
  });
});
