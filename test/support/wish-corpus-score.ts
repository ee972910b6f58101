/**
 * Scores the wishes check on a corpus of recipe texts (test/fixtures/wish-corpus*.ts): a violation
 * is found when a placed conflict of the same wish overlaps its words; a near miss is a false
 * alarm when one does.
 */
import { expect } from 'vitest';
import { findPlacedConflicts, type Wishes } from '../../src/recipe/wishes/find-conflicts.js';
import type { WishCase } from '../fixtures/wish-corpus-holdout.js';

export interface CorpusScore {
  violations: number;
  found: number;
  nearMisses: number;
  falseAlarms: number;
  misses: string[];
  alarms: string[];
}

/** Each case read with `wishesOf(recipe)`: its own wishes unless told otherwise. */
export function scoreWishCorpus<Case extends WishCase>(
  cases: readonly Case[],
  wishesOf: (recipe: Case) => Wishes = (recipe) => recipe.wishes,
): CorpusScore {
  const result: CorpusScore = {
    violations: 0,
    found: 0,
    nearMisses: 0,
    falseAlarms: 0,
    misses: [],
    alarms: [],
  };
  for (const recipe of cases) {
    const placed = findPlacedConflicts(recipe.markdown, wishesOf(recipe));
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

/** Unique names, and each marked place in its recipe's text under one of its wishes. */
export function expectWellFormedCorpus(cases: readonly WishCase[]): void {
  expect(new Set(cases.map((recipe) => recipe.name)).size).toBe(cases.length);
  for (const recipe of cases) {
    const wishes = [...(recipe.wishes.diet ?? []), ...(recipe.wishes.avoid ?? [])];
    for (const { wish, found } of [...recipe.violations, ...recipe.nearMisses]) {
      expect(recipe.markdown, recipe.name).toContain(found);
      expect(wishes, recipe.name).toContain(wish);
    }
  }
}

/** The score as lines for the test's output: what was found, then each miss and false alarm. */
export function scoreLines(name: string, cases: readonly unknown[], result: CorpusScore) {
  return [
    `${name}: ${cases.length} recipes; violations found ${result.found}/${result.violations} ` +
      `(${((100 * result.found) / result.violations).toFixed(1)}%); false alarms ` +
      `${result.falseAlarms}/${result.nearMisses} near misses`,
    ...result.misses.map((miss) => `\n  missed ${miss}`),
    ...result.alarms.map((alarm) => `\n  false alarm ${alarm}`),
  ];
}
