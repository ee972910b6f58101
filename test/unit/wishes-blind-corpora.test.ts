/**
 * The wishes check on corpora written blind (test/fixtures/wishes-blind/): recipes in German,
 * French, Spanish, Italian and Portuguese by a writer who never saw the check's word lists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllWordLists } from '../../src/recipe/wishes/languages/registry.js';
import type { Language } from '../../src/recipe/languages.js';
import type { WishCase } from '../fixtures/wish-corpus-holdout.js';
import {
  expectWellFormedCorpus,
  scoreLines,
  scoreWishCorpus,
} from '../support/wish-corpus-score.js';
import { DE_BLIND } from '../fixtures/wishes-blind/de.js';
import { FR_BLIND } from '../fixtures/wishes-blind/fr.js';
import { ES_BLIND } from '../fixtures/wishes-blind/es.js';
import { IT_BLIND } from '../fixtures/wishes-blind/it.js';
import { PT_BLIND } from '../fixtures/wishes-blind/pt.js';

const CORPORA: [Language, readonly WishCase[]][] = [
  ['de', DE_BLIND],
  ['fr', FR_BLIND],
  ['es', ES_BLIND],
  ['it', IT_BLIND],
  ['pt', PT_BLIND],
];

beforeAll(async () => {
  await loadAllWordLists();
});

describe.each(CORPORA)('blind corpus %s', (language, cases) => {
  it('is well formed and large enough', () => {
    expectWellFormedCorpus(cases);
    expect(cases.filter((recipe) => recipe.violations.length > 0).length).toBeGreaterThanOrEqual(
      20,
    );
    expect(cases.flatMap((recipe) => recipe.nearMisses).length).toBeGreaterThanOrEqual(30);
  });

  it('finds at least 95% of the violations and raises at most 1 false alarm in 30 near misses', () => {
    const result = scoreWishCorpus(cases, (recipe) => ({ ...recipe.wishes, language }));
    const lines = scoreLines(`blind ${language}`, cases, result);
    console.log(lines.join(''));
    expect(result.found / result.violations, lines.join('')).toBeGreaterThanOrEqual(0.95);
    expect(result.falseAlarms * 30, lines.join('')).toBeLessThanOrEqual(result.nearMisses);
  });
});
