/**
 * Scores the wishes check on the held-out corpora in German, French, Spanish, Italian and
 * Portuguese (wish-corpus-languages.ts), each read with its language's word list: at least 95% of
 * violations found and at most one false alarm in each language's near misses.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { findPlacedConflicts } from '../../src/recipe/wishes/find-conflicts.js';
import { loadAllWordLists } from '../../src/recipe/wishes/languages/registry.js';
import {
  WISH_LANGUAGE_CASES,
  type LanguageWishCase,
  type WishLanguage,
} from '../fixtures/wish-corpus-languages.js';

beforeAll(async () => {
  await loadAllWordLists();
});

function score(cases: readonly LanguageWishCase[]) {
  const result = { violations: 0, found: 0, nearMisses: 0, falseAlarms: 0, lines: [] as string[] };
  for (const recipe of cases) {
    const placed = findPlacedConflicts(recipe.markdown, {
      ...recipe.wishes,
      language: recipe.language,
    });
    const reported = ({ wish, found }: { wish: string; found: string }) => {
      const start = recipe.markdown.indexOf(found);
      const end = start + found.length;
      return placed.some((p) => p.wish === wish && p.start < end && p.end > start);
    };
    for (const violation of recipe.violations) {
      result.violations += 1;
      if (reported(violation)) result.found += 1;
      else result.lines.push(`missed ${recipe.name}: ${violation.wish} / ${violation.found}`);
    }
    for (const nearMiss of recipe.nearMisses) {
      result.nearMisses += 1;
      if (!reported(nearMiss)) continue;
      result.falseAlarms += 1;
      result.lines.push(`false alarm ${recipe.name}: ${nearMiss.wish} / ${nearMiss.found}`);
    }
  }
  return result;
}

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
    expect(new Set(cases.map((recipe) => recipe.name)).size).toBe(cases.length);
    for (const recipe of cases) {
      const wishes = [...(recipe.wishes.diet ?? []), ...(recipe.wishes.avoid ?? [])];
      for (const { wish, found } of [...recipe.violations, ...recipe.nearMisses]) {
        expect(recipe.markdown, recipe.name).toContain(found);
        expect(wishes, recipe.name).toContain(wish);
      }
    }
  });

  test('at least 95% of violations found, at most one false alarm in its near misses', () => {
    const result = score(cases);
    console.log(
      `${language}: ${cases.length} recipes; violations found ${result.found}/${result.violations} ` +
        `(${((100 * result.found) / result.violations).toFixed(1)}%); false alarms ` +
        `${result.falseAlarms}/${result.nearMisses} near misses`,
      ...result.lines.map((line) => `\n  ${line}`),
    );
    expect(result.found * 100).toBeGreaterThanOrEqual(result.violations * 95);
    expect(result.falseAlarms).toBeLessThanOrEqual(1);
  });
});
