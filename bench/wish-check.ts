/**
 * The wishes check's time on a 32 KB recipe (the longest the page and server take), with every
 * diet and ten things to avoid: the worst case. The first call also builds the word lists.
 */
import { performance } from 'node:perf_hooks';
import { DIETS } from '../src/recipe/recipe-request.js';
import { findPlacedConflicts, type Wishes } from '../src/recipe/wishes/find-conflicts.js';
import { recipeTokens } from './recipe-text.js';
import { median, ms, type Figure } from './report.js';

const RECIPE_BYTES = 32 * 1024;
const RUNS = 200;
const TARGET_MS = 5;

export function measureWishCheck(): { figure: Figure; detail: string } {
  const text = recipeTokens(20_000).join('').slice(0, RECIPE_BYTES);
  const wishes: Wishes = {
    diet: [...DIETS],
    avoid: [
      'dairy',
      'shellfish',
      'nuts',
      'gluten',
      'soy',
      'sesame',
      'eggs',
      'pork',
      'mushrooms',
      'red onion',
    ],
  };
  let started = performance.now();
  const conflicts = findPlacedConflicts(text, wishes).length;
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    started = performance.now();
    findPlacedConflicts(text, wishes);
    times.push(performance.now() - started);
  }
  const measured = median(times);
  return {
    figure: {
      name: 'wishes check, 32 KB recipe (median)',
      measured: ms(measured),
      target: `< ${TARGET_MS} ms`,
      ok: measured < TARGET_MS,
    },
    detail:
      `wishes check: ${text.length} characters, 5 diets and 10 things to avoid, ${conflicts} ` +
      `places found; first call (builds the lists) ${ms(firstMs)}, median of ${RUNS} ${ms(measured)}, ` +
      `slowest ${ms(Math.max(...times))}`,
  };
}
