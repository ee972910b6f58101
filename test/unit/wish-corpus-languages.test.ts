/**
 * Scores the wishes check on the held-out corpora in German, French, Spanish, Italian and
 * Portuguese (wish-corpus-languages.ts), each read with its language's word list: at least 95% of
 * violations found and at most one false alarm in each language's near misses.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAllWordLists } from '../../src/recipe/wishes/languages/registry.js';
import { WISH_LANGUAGE_CASES, type WishLanguage } from '../fixtures/wish-corpus-languages.js';
import {
  expectWellFormedCorpus,
  scoreLines,
  scoreWishCorpus,
} from '../support/wish-corpus-score.js';

beforeAll(async () => {
  await loadAllWordLists();
});

const LANGUAGES = Object.keys(WISH_LANGUAGE_CASES) as WishLanguage[];

describe.each(LANGUAGES)('the %s corpus', (language) => {
  const cases = WISH_LANGUAGE_CASES[language];

  test('holds at least 15 recipes with violations and 8 near misses, each marked in its text', () => {
    expect(cases.filter((recipe) => recipe.violations.length > 0).length).toBeGreaterThanOrEqual(
      15,
    );
    expect(cases.reduce((sum, recipe) => sum + recipe.nearMisses.length, 0)).toBeGreaterThanOrEqual(
      8,
    );
    expectWellFormedCorpus(cases);
  });

  test('at least 95% of violations found, at most one false alarm in its near misses', () => {
    const result = scoreWishCorpus(cases, (recipe) => ({
      ...recipe.wishes,
      language: recipe.language,
    }));
    console.log(...scoreLines(language, cases, result));
    expect(result.found * 100).toBeGreaterThanOrEqual(result.violations * 95);
    expect(result.falseAlarms).toBeLessThanOrEqual(1);
  });
});
