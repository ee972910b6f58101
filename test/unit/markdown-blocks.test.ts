import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from '../../src/client/markdown/renderer/markdown-blocks';

const render = (markdown: string) => renderToStaticMarkup(createElement(Markdown, null, markdown));
/** Whitespace between elements does not show; compare without it. */
const normalize = (html: string) => html.replace(/>\s+</g, '><').trim();

const SAMPLES = {
  headings: '# Pancakes\n\nFluffy and quick.\n\n## Ingredients\n\n- milk\n- eggs\n- flour',
  looseList:
    '## Steps\n\n1. Whisk.\n\n2. Rest the batter\n   for ten minutes.\n\n3. Fry.\n\nEnjoy!',
  codeFence: 'Mix:\n\n```text\nmilk\n\n\neggs\n```\n\nDone.',
  tildeFence: '~~~~\n```\n\ninside\n~~~~\n\nafter',
  indentedCode: 'Para\n\n    code line\n\n    more code\n\nEnd',
  quote: '> Tip one\n\n> Tip two\n\nText',
  emphasis: 'The **milk**\nand *eggs*.\n\n\n\nLast.',
};

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines before a line at the margin', () => {
    expect(splitMarkdownBlocks(SAMPLES.headings)).toEqual([
      '# Pancakes',
      'Fluffy and quick.',
      '## Ingredients',
      '- milk\n- eggs\n- flour',
    ]);
  });

  it('keeps a fenced code block whole, blank lines and all', () => {
    expect(splitMarkdownBlocks(SAMPLES.codeFence)).toEqual([
      'Mix:',
      '```text\nmilk\n\n\neggs\n```',
      'Done.',
    ]);
    expect(splitMarkdownBlocks(SAMPLES.tildeFence)).toEqual(['~~~~\n```\n\ninside\n~~~~', 'after']);
  });

  it('keeps an unclosed fence open to the end while it streams', () => {
    expect(splitMarkdownBlocks('Intro\n\n```\ncode\n\n# not a heading')).toEqual([
      'Intro',
      '```\ncode\n\n# not a heading',
    ]);
  });

  it('keeps a loose list and indented continuations in one block', () => {
    expect(splitMarkdownBlocks(SAMPLES.looseList)).toEqual([
      '## Steps',
      '1. Whisk.\n\n2. Rest the batter\n   for ten minutes.\n\n3. Fry.',
      'Enjoy!',
    ]);
  });

  it('renders, block by block, the same HTML as the whole text', () => {
    for (const [name, markdown] of Object.entries(SAMPLES)) {
      const blocks = splitMarkdownBlocks(markdown);
      expect(blocks.length, name).toBeGreaterThan(1);
      expect(normalize(blocks.map(render).join('')), name).toBe(normalize(render(markdown)));
    }
  });

  it('gives nothing for empty or blank text', () => {
    expect(splitMarkdownBlocks('')).toEqual([]);
    expect(splitMarkdownBlocks('\n\n  \n')).toEqual([]);
  });
});
