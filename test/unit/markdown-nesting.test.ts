import { describe, expect, it } from 'vitest';
import {
  MAX_INDENT_COLUMNS,
  MAX_MARKDOWN_NESTING,
  limitMarkdownNesting,
  markdownNestingDepth,
} from '../../src/client/markdown/renderer/markdown-nesting.js';
import { RECIPE_CORPUS } from '../fixtures/recipe-corpus.js';
import { DEEP_MARKER_COUNTS, DEEP_RECIPES, INDENTED_RECIPE } from '../support/deep-markdown.js';
import { TYPICAL_RECIPE } from '../support/typical-recipe.js';

describe('markdown nesting', () => {
  it('counts the containers a line opens: quotes, bullets and numbers, with or without spaces', () => {
    expect(markdownNestingDepth('Plain text.')).toBe(0);
    expect(markdownNestingDepth('> quoted')).toBe(1);
    expect(markdownNestingDepth('>>> > quoted')).toBe(4);
    expect(markdownNestingDepth('- > 1. * + 2) item')).toBe(6);
    expect(markdownNestingDepth('  - a\n    - b\n      - c')).toBe(1);
    // Not list markers: emphasis, a number without a space after it, a rule, a ten-digit number.
    expect(markdownNestingDepth('**bold** -x 1.5 cups')).toBe(0);
    expect(markdownNestingDepth('****')).toBe(0);
    expect(markdownNestingDepth('1234567890. item')).toBe(0);
    for (const [name, recipe] of Object.entries(DEEP_RECIPES)) {
      expect(recipe.length, name).toBeLessThanOrEqual(8000);
      expect(markdownNestingDepth(recipe), name).toBe(
        DEEP_MARKER_COUNTS[name as keyof typeof DEEP_MARKER_COUNTS],
      );
    }
  });

  it('flattens a line past the bound, keeping its first markers and all its words', () => {
    for (const [name, recipe] of Object.entries(DEEP_RECIPES)) {
      const limited = limitMarkdownNesting(recipe);
      expect(markdownNestingDepth(limited), name).toBe(MAX_MARKDOWN_NESTING);
      expect(limited.startsWith(recipe.split('\n')[0]!), name).toBe(true);
      expect(limited.endsWith(' Serve warm.'), name).toBe(true);
      expect(limited.length, name).toBeLessThan(100);
    }
    expect(limitMarkdownNesting(`${'> '.repeat(12)}Soup`, 3)).toBe('> > > Soup');
    expect(limitMarkdownNesting(`${'1. '.repeat(12)}Soup`, 2)).toBe('1. 1. Soup');
  });

  it("narrows white space among a line's markers to 32 columns, a tab counting to its stop", () => {
    expect(MAX_INDENT_COLUMNS).toBe(32);
    expect(limitMarkdownNesting(`${'\t'.repeat(9)}- step`)).toBe(`${' '.repeat(32)}- step`);
    expect(limitMarkdownNesting(`>${' '.repeat(40)}- step`)).toBe(`>${' '.repeat(32)}- step`);
    expect(limitMarkdownNesting(`- ${'\t'.repeat(10)}code`)).toBe(`-${' '.repeat(32)}code`);
    // After the marker, a space and 8 tabs run from column 1 to 32: 31 columns, kept as they are.
    const within = `- ${'\t'.repeat(8)}code`;
    expect(limitMarkdownNesting(within)).toBe(within);
    const lines = limitMarkdownNesting(INDENTED_RECIPE).split('\n');
    expect(lines.length).toBeGreaterThan(50);
    const columns = (space: string) =>
      [...space].reduce(
        (column, char) => (char === '\t' ? column + 4 - (column % 4) : column + 1),
        0,
      );
    for (const line of lines.filter(Boolean)) {
      expect(columns(/^[ \t]*/.exec(line)![0]), line).toBeLessThanOrEqual(32);
      expect(markdownNestingDepth(line)).toBeLessThanOrEqual(8);
    }
    expect(lines.at(-1)).toBe(' Serve warm.');
  });

  it('reads a lone \\r as a line end too, as markdown does', () => {
    const hidden = `# Soup\r${'- '.repeat(100)}Stir.\r\nServe.`;
    expect(markdownNestingDepth(hidden)).toBe(100);
    expect(limitMarkdownNesting(hidden, 2)).toBe('# Soup\n- - Stir.\nServe.');
  });

  it('leaves every ordinary recipe exactly as it was', () => {
    const recipes = [TYPICAL_RECIPE, ...RECIPE_CORPUS.map((entry) => entry.markdown)];
    for (const recipe of recipes) {
      expect(markdownNestingDepth(recipe)).toBeLessThanOrEqual(3);
      expect(limitMarkdownNesting(recipe)).toBe(recipe);
    }
    expect(recipes.length).toBeGreaterThan(40);
  });
});
