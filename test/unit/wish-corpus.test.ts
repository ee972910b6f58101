/**
 * Scores the wishes check on two corpora of recipe texts: the one its word lists were tuned
 * against (wish-corpus.ts) and a held-out one written apart from them (wish-corpus-holdout.ts).
 * A violation is found when a placed conflict of the same wish overlaps its words; a near miss is
 * a false alarm when one does.
 */
import { describe, expect, test } from 'vitest';
import { WISH_CASES } from '../fixtures/wish-corpus.js';
import { WISH_HOLDOUT_CASES } from '../fixtures/wish-corpus-holdout.js';
import {
  expectWellFormedCorpus,
  scoreLines,
  scoreWishCorpus,
} from '../support/wish-corpus-score.js';

describe.each([
  ['tuning corpus', WISH_CASES],
  ['held-out corpus', WISH_HOLDOUT_CASES],
])('the %s', (name, cases) => {
  test('is well formed: unique names, each marked place in its text', () => {
    expectWellFormedCorpus(cases);
  });

  test('at least 95% of violations found, at most 1 false alarm per 30 near misses', () => {
    const result = scoreWishCorpus(cases);
    console.log(...scoreLines(name, cases, result));
    expect(result.violations).toBeGreaterThanOrEqual(50);
    expect(result.found * 100).toBeGreaterThanOrEqual(result.violations * 95);
    expect(result.falseAlarms * 30).toBeLessThanOrEqual(result.nearMisses);
  });
});

test('together the corpora hold at least 80 recipe texts', () => {
  expect(WISH_CASES.length + WISH_HOLDOUT_CASES.length).toBeGreaterThanOrEqual(80);
  expect(WISH_CASES.length).toBeGreaterThanOrEqual(50);
});
