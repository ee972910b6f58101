import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import {
  MAX_BLOCK_LENGTH,
  cutLongBlock,
  splitMarkdownBlocks,
} from '../../src/client/markdown/renderer/markdown-blocks';

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

describe('a block longer than a recipe’s', () => {
  const pairs = Array.from({ length: 3000 }, (_, index) => `milk egg${index},`).join(' ');

  it('is cut before a word or a line at the margin into blocks the parser reads quickly', () => {
    for (const block of [pairs, pairs.replaceAll(', ', ',\n'), '- a\n'.repeat(3000).trim()]) {
      const pieces = cutLongBlock(block);
      expect(pieces.length).toBeGreaterThan(block.length / MAX_BLOCK_LENGTH);
      for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_BLOCK_LENGTH);
      // Every character stays, in order; only the white space at a cut goes.
      expect(pieces.join('').replace(/\s/g, '')).toBe(block.replace(/\s/g, ''));
    }
  });

  it('keeps its cuts where they are while it grows, and leaves a recipe and code whole', () => {
    const finished = cutLongBlock(pairs);
    for (let length = 5000; length < pairs.length; length += 3001) {
      const growing = cutLongBlock(pairs.slice(0, length));
      expect(growing.slice(0, -1)).toEqual(finished.slice(0, growing.length - 1));
    }
    expect(cutLongBlock(SAMPLES.looseList)).toEqual([SAMPLES.looseList]);
    const code = '```\n' + 'x = 1\n'.repeat(2000) + '```';
    expect(cutLongBlock(code)).toEqual([code]);
    expect(cutLongBlock(`Intro\n${code}`)).toEqual([`Intro\n${code}`]);
  });
});
