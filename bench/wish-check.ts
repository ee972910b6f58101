/**
 * The wishes check's time on a 32 KB recipe (the longest the page and server take), with every
 * diet and ten things to avoid: the worst case. The first call also builds the word lists.
 */
import { performance } from 'node:perf_hooks';
import { DIETS } from '../src/recipe/recipe-request.js';
import {
  findConflictReport,
  findPlacedConflicts,
  type Wishes,
} from '../src/recipe/wishes/find-conflicts.js';
import { percent, scoreRealRecipes } from '../test/support/real-recipe-score.js';
import { answerOfDistinctPairs } from '../test/support/worst-wishes-answer.js';
import { recipeTokens } from './recipe-text.js';
import { median, ms, timeRuns, type Figure } from './report.js';

const RECIPE_BYTES = 32 * 1024;
const RUNS = 200;
const TARGET_MS = 5;

const WISHES: Wishes = {
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

/** The server's check (findConflictReport) on the worst answer: bounded conflicts, its time. */
function measureWorstCase(): { figure: Figure; detail: string } {
  const text = answerOfDistinctPairs(RECIPE_BYTES);
  const first = findConflictReport(text, WISHES);
  const times = timeRuns(RUNS, () => findConflictReport(text, WISHES));
  const measured = median(times);
  const doneBytes = JSON.stringify(first).length;
  return {
    figure: {
      name: 'wishes check, worst answer (median)',
      measured: ms(measured),
      target: `< ${TARGET_MS} ms`,
      ok: measured < TARGET_MS,
    },
    detail:
      `wishes check, worst answer (32 KB of distinct dairy and egg words): ` +
      `${first.conflicts.length} conflicts listed, ${first.moreConflicts} more counted, ` +
      `done data ${doneBytes} bytes; median of ${RUNS} ${ms(measured)}`,
  };
}

function measureRecipe(): { figure: Figure; detail: string } {
  const text = recipeTokens(20_000).join('').slice(0, RECIPE_BYTES);
  const wishes = WISHES;
  const started = performance.now();
  const conflicts = findPlacedConflicts(text, wishes).length;
  const firstMs = performance.now() - started;
  const times = timeRuns(RUNS, () => findPlacedConflicts(text, wishes));
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

/** Per diet on the real recipes: recall on ingredient lines, false alarms, label errors. */
function realRecipeDetails(): string[] {
  return scoreRealRecipes().map(
    (score) =>
      `wishes check on real recipes, ${score.diet}: recall ${score.linesFound}/${score.lines} ` +
      `(${percent(score.linesFound, score.lines).toFixed(1)}%), false alarms ` +
      `${score.falseAlarms}/${score.kept} correctly labelled ` +
      `(${percent(score.falseAlarms, score.kept).toFixed(1)} per 100: ${score.alarms.join('; ')}); ` +
      `label errors left out: ${score.labelErrors.join(', ') || 'none'}`,
  );
}

export function measureWishCheck(): { figures: Figure[]; details: string[] } {
  const measured = [measureRecipe(), measureWorstCase()];
  return {
    figures: measured.map(({ figure }) => figure),
    details: [...measured.map(({ detail }) => detail), ...realRecipeDetails()],
  };
}
