/**
 * Scores the wishes check on two corpora of recipe texts: the one its word lists were tuned
 * against (wish-corpus.ts) and a held-out one written apart from them (wish-corpus-holdout.ts).
 * A violation is found when a placed conflict of the same wish overlaps its words; a near miss is
 * a false alarm when one does.
 */
import { describe, expect, test } from 'vitest';
import { findPlacedConflicts } from '../../src/recipe/wishes/find-conflicts.js';
import { WISH_CASES, type WishCase } from '../fixtures/wish-corpus.js';
import { WISH_HOLDOUT_CASES } from '../fixtures/wish-corpus-holdout.js';

interface Score {
  violations: number;
  found: number;
  nearMisses: number;
  falseAlarms: number;
  misses: string[];
  alarms: string[];
}

function score(cases: readonly WishCase[]): Score {
  const result: Score = {
    violations: 0,
    found: 0,
    nearMisses: 0,
    falseAlarms: 0,
    misses: [],
    alarms: [],
  };
  for (const recipe of cases) {
    const placed = findPlacedConflicts(recipe.markdown, recipe.wishes);
    const reported = ({ wish, found }: { wish: string; found: string }) => {
      const start = recipe.markdown.indexOf(found);
      const end = start + found.length;
      return placed.some((p) => p.wish === wish && p.start < end && p.end > start);
    };
    for (const violation of recipe.violations) {
      result.violations += 1;
      if (reported(violation)) result.found += 1;
      else result.misses.push(`${recipe.name}: ${violation.wish} / ${violation.found}`);
    }
    for (const nearMiss of recipe.nearMisses) {
      result.nearMisses += 1;
      if (!reported(nearMiss)) continue;
      result.falseAlarms += 1;
      result.alarms.push(`${recipe.name}: ${nearMiss.wish} / ${nearMiss.found}`);
    }
  }
  return result;
}

describe.each([
  ['tuning corpus', WISH_CASES],
  ['held-out corpus', WISH_HOLDOUT_CASES],
])('the %s', (name, cases) => {
  test('is well formed: unique names, each marked place in its text', () => {
    expect(new Set(cases.map((recipe) => recipe.name)).size).toBe(cases.length);
    for (const recipe of cases) {
      const wishes = [...(recipe.wishes.diet ?? []), ...(recipe.wishes.avoid ?? [])];
      for (const { wish, found } of [...recipe.violations, ...recipe.nearMisses]) {
        expect(recipe.markdown, recipe.name).toContain(found);
        expect(wishes, recipe.name).toContain(wish);
      }
    }
  });

  test('at least 95% of violations found, at most 1 false alarm per 30 near misses', () => {
    const result = score(cases);
    console.log(
      `${name}: ${cases.length} recipes; violations found ${result.found}/${result.violations} ` +
        `(${((100 * result.found) / result.violations).toFixed(1)}%); false alarms ` +
        `${result.falseAlarms}/${result.nearMisses} near misses`,
      ...result.misses.map((miss) => `\n  missed ${miss}`),
      ...result.alarms.map((alarm) => `\n  false alarm ${alarm}`),
    );
    expect(result.violations).toBeGreaterThanOrEqual(50);
    expect(result.found * 100).toBeGreaterThanOrEqual(result.violations * 95);
    expect(result.falseAlarms * 30).toBeLessThanOrEqual(result.nearMisses);
  });
});

test('together the corpora hold at least 80 recipe texts', () => {
  expect(WISH_CASES.length + WISH_HOLDOUT_CASES.length).toBeGreaterThanOrEqual(80);
  expect(WISH_CASES.length).toBeGreaterThanOrEqual(50);
});
