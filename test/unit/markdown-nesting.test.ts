import { describe, expect, it } from 'vitest';
import {
  MAX_MARKDOWN_NESTING,
  limitMarkdownNesting,
  markdownNestingDepth,
} from '../../src/recipe/markdown-nesting.js';
import { RECIPE_CORPUS } from '../fixtures/recipe-corpus.js';
import { DEEP_MARKER_COUNTS, DEEP_RECIPES } from '../support/deep-markdown.js';
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
