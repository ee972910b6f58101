import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../src/recipe/structured-recipe.js';
import {
  boundedMarkdown,
  CONTAINER_PREFIX_LIMIT,
  markdownLines,
  READ_LIMIT_CHARS,
} from '../../src/recipe/structured-recipe/markdown-lines.js';

describe('markdown to lines', () => {
  it('reads headings, list items with their depth, tables and prose, each knowing what stood before it', () => {
    const lines = markdownLines(
      `# Tea\n\nA calm cup.\n\n## Ingredients\n| Item | Amount |\n|--|--|\n| Tea | 1 bag |\n\n1. Boil:\n   - fresh water\n2. Steep.\n\n---\nEnjoy!`,
    );
    expect(lines).toEqual([
      { kind: 'heading', depth: 1, source: 'Tea', afterGap: false },
      { kind: 'prose', source: 'A calm cup.', inItem: false, nextSource: '', afterGap: true },
      { kind: 'heading', depth: 2, source: 'Ingredients', afterGap: true },
      {
        kind: 'table',
        rows: [
          ['Item', 'Amount'],
          ['--', '--'],
          ['Tea', '1 bag'],
        ],
        afterGap: false,
      },
      { kind: 'item', ordered: true, depth: 0, source: 'Boil:', afterGap: true },
      { kind: 'item', ordered: false, depth: 1, source: 'fresh water', afterGap: false },
      { kind: 'item', ordered: true, depth: 0, source: 'Steep.', afterGap: false },
      { kind: 'prose', source: 'Enjoy!', inItem: false, nextSource: '', afterGap: true },
    ]);
  });

  it('reads the lines of a paragraph as models mean them: bullets markdown does not know, bold numbers, rows without a header', () => {
    const lines = markdownLines(`Spices:\n• 1 tsp cumin\n**2.** Stir.\n| Salt | 1 pinch |`);
    expect(lines.map((line) => line.kind)).toEqual(['prose', 'item', 'item', 'table']);
    expect(lines[1]).toMatchObject({ ordered: false, depth: 0, source: '1 tsp cumin' });
    expect(lines[2]).toMatchObject({ ordered: true, source: 'Stir.' });
    expect(lines[3]).toMatchObject({ rows: [['Salt', '1 pinch']] });
  });

  it('reads a recipe inside a code fence or a quote', () => {
    const recipe = `# Tea\n\n## Ingredients\n- 1 tea bag\n\n## Steps\n1. Boil.\n2. Steep.`;
    const expected = {
      name: 'Tea',
      ingredients: [{ name: null, items: ['1 tea bag'] }],
      instructions: [{ name: null, items: ['Boil.', 'Steep.'] }],
    };
    expect(readRecipe(`Here it is:\n\n\`\`\`markdown\n${recipe}\n\`\`\`\n`)).toMatchObject(
      expected,
    );
    expect(readRecipe(recipe.replace(/^/gm, '> '))).toMatchObject(expected);
  });
});

describe('the text read is bounded', () => {
  it('reads a longer text up to the limit, cut at a line end, and marks it incomplete', () => {
    // Long lines: few items for the parser, many characters for the bound.
    const line = `- 1 tea bag, ${'steeped '.repeat(40).trim()}\n`;
    const text = `# Tea\n\nIngredients:\n${line.repeat(Math.ceil(READ_LIMIT_CHARS / line.length) + 10)}`;
    const bounded = boundedMarkdown(text);
    expect(bounded.cut).toBe(true);
    expect(bounded.text.length).toBeLessThanOrEqual(READ_LIMIT_CHARS);
    expect(bounded.text.endsWith(line.trim())).toBe(true);
    const recipe = readRecipe(text, { finishReason: 'stop' });
    expect(recipe.incomplete).toBe(true);
    expect(recipe.ingredients[0]!.items.length).toBe(bounded.text.split('\n').length - 3);
  });

  it('leaves a text within the limit as it is', () => {
    const text = '# Tea\r\n\r\n- 1 tea bag\n  - green';
    expect(boundedMarkdown(text)).toEqual({ text: '# Tea\n\n- 1 tea bag\n  - green', cut: false });
    expect(readRecipe(text).incomplete).toBe(false);
  });

  it('bounds the run of container markers that opens a line', () => {
    const { text } = boundedMarkdown(`${'> '.repeat(2000)}- ${'1. '.repeat(2000)}tea`);
    expect(text.length).toBeLessThanOrEqual(CONTAINER_PREFIX_LIMIT + 4);
    expect(text.endsWith(' tea')).toBe(true);
  });

  it('bounds quote markers written without spaces, which CommonMark nests as well', () => {
    const { text } = boundedMarkdown(`# Deep\n\n${'>'.repeat(8000)} Serve warm.`);
    expect(text.split('\n')[2]!.length).toBeLessThanOrEqual(CONTAINER_PREFIX_LIMIT + 13);
    expect(readRecipe(`# Deep\n\n${'>'.repeat(8000)} Serve warm.`).name).toBe('Deep');
  });
});
