import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecipeMarkdown from '../../../src/client/markdown/renderer/RecipeMarkdown';

/** The real react-markdown, wrapped to record the text of every block it is asked to parse. */
const parsed = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', async (importOriginal) => {
  const real = await importOriginal<typeof import('react-markdown')>();
  const Markdown = real.default;
  return {
    ...real,
    default: function RecordedMarkdown(props: ComponentProps<typeof Markdown>) {
      parsed.push(String(props.children));
      return <Markdown {...props} />;
    },
  };
});

/** The real pattern builder, counted. */
const patternsBuilt = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/client/markdown/renderer/rehype-mark-words', async (importOriginal) => {
  const real =
    await importOriginal<
      typeof import('../../../src/client/markdown/renderer/rehype-mark-words')
    >();
  return {
    ...real,
    markPattern: (words: readonly string[]) => {
      patternsBuilt.count += 1;
      return real.markPattern(words);
    },
  };
});

afterEach(() => {
  parsed.length = 0;
  patternsBuilt.count = 0;
});

const HOSTILE_BLOCK = '[*a '.repeat(8000).trim();
const NESTED_STRONG = `${'*'.repeat(3990)}a${'*'.repeat(3989)}`;

function renderedText(container: HTMLElement): string[] {
  return [...container.children].map((child) => child.textContent ?? '');
}

describe('a block with more open emphasis or brackets than a recipe holds', () => {
  it('shows as its text, every character, without being parsed; the other blocks render', () => {
    const markdown = `# Soup\n\n${HOSTILE_BLOCK}\n\n${NESTED_STRONG}\n\nServe **warm**.`;
    const { container } = render(<RecipeMarkdown markdown={markdown} />);
    const shown = renderedText(container);
    expect(shown[0]).toBe('Soup');
    expect(shown.at(-1)).toBe('Serve warm.');
    // In blocks of at most 4,096 characters, each shown as its text.
    const plain = [...container.querySelectorAll('.recipe__plain')].map((p) => p.textContent);
    expect(plain).toEqual(shown.slice(1, -1));
    expect(plain.join(' ')).toBe(`${HOSTILE_BLOCK} ${NESTED_STRONG}`);
    expect(container.querySelector('h1')?.textContent).toBe('Soup');
    expect(container.querySelector('strong')?.textContent).toBe('warm');
    expect(parsed).toEqual(['# Soup', 'Serve **warm**.']);
  });

  it('shows as its text while it streams: nothing healed into it, nothing parsed', () => {
    const { container, rerender } = render(<RecipeMarkdown markdown="# Soup" unfinished />);
    for (let length = 100; length <= HOSTILE_BLOCK.length; length += 4000) {
      rerender(
        <RecipeMarkdown markdown={`# Soup\n\n${HOSTILE_BLOCK.slice(0, length)}`} unfinished />,
      );
      const shown = renderedText(container).slice(1).join(' ');
      // The tail held back (a trailing marker) is all that may be missing.
      expect(HOSTILE_BLOCK.startsWith(shown)).toBe(true);
      expect(shown.length).toBeGreaterThan(length - 4);
    }
    expect(parsed.every((block) => block === '# Soup')).toBe(true);
  });

  it('leaves a recipe’s own emphasis, links and stars in code as markdown', () => {
    const code = '```\n' + '*p = *q;\n'.repeat(40) + '```';
    const markdown = `**Hot** and *[crispy](https://example.org)* ${'[note] '.repeat(40)}\n\n${code}`;
    const { container } = render(<RecipeMarkdown markdown={markdown} />);
    expect(container.querySelector('strong')?.textContent).toBe('Hot');
    expect(container.querySelector('em a')?.textContent).toBe('crispy');
    expect(container.querySelector('pre code')?.textContent).toBe('*p = *q;\n'.repeat(40));
    expect(container.querySelector('.recipe__plain')).toBeNull();
  });
});

describe('the marks of the words the wishes check found', () => {
  it('are built once for every block of a recipe, however often it renders', () => {
    const words = Array.from({ length: 60 }, (_, index) => `cream ${index}`);
    const blocks = Array.from({ length: 30 }, (_, index) => `Step ${index}: add cream ${index}.`);
    let markdown = '';
    const { container, rerender } = render(<RecipeMarkdown markdown="" marks={words} />);
    for (const block of blocks) {
      markdown += `${block}\n\n`;
      // A new array of the same words at each render, as the page passes them.
      rerender(<RecipeMarkdown markdown={markdown} marks={[...words]} unfinished />);
    }
    rerender(<RecipeMarkdown markdown={markdown} marks={[...words]} />);
    expect(patternsBuilt.count).toBe(1);
    expect(container.querySelectorAll('mark')).toHaveLength(30);
    expect(container.querySelectorAll('mark')[29]!.textContent).toBe('cream 29');
  });

  it('mark the first 200 places in reading order, across blocks, and leave the rest as words', () => {
    const blocks = Array.from(
      { length: 30 },
      (_, index) => `${index}: milk, ${'cream '.repeat(9)}`,
    );
    const markdown = blocks.join('\n\n');
    const { container } = render(<RecipeMarkdown markdown={markdown} marks={['milk', 'cream']} />);
    const marked = container.querySelectorAll('mark');
    expect(marked).toHaveLength(200);
    // Ten a block: the first 20 blocks are marked, the others are not.
    expect(container.children[19]!.querySelectorAll('mark')).toHaveLength(10);
    expect(container.children[20]!.querySelectorAll('mark')).toHaveLength(0);
    expect(renderedText(container)).toEqual(blocks.map((block) => block.trim()));
  });
});
