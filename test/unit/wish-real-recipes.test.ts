import { describe, expect, test } from 'vitest';
import { percent, scoreRealRecipes } from '../support/real-recipe-score.js';

/**
 * The wishes check on real recipes with their authors' diet labels. Recall: at least 99% of the
 * ingredient lines read by hand as breaking a diet, per diet (packaged foods included). False
 * alarms: at most 3 per 100 correctly labelled recipes over all diets and 5 for any one. The
 * figures reached (docs/wishes-check.md) are within these bounds: 2.2 over all, 4.2 at most.
 */
const FLOORS = { recall: 99, falseAlarmsPerDiet: 5, falseAlarmsAll: 3 };

describe('real recipes', () => {
  const scores = scoreRealRecipes();

  test.each(scores.map((score) => [score.diet, score] as const))('%s', (_diet, score) => {
    expect(score.lines).toBeGreaterThan(0);
    expect(percent(score.linesFound, score.lines)).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(percent(score.falseAlarms, score.kept)).toBeLessThanOrEqual(FLOORS.falseAlarmsPerDiet);
  });

  test('false alarms over all diets', () => {
    const kept = scores.reduce((sum, score) => sum + score.kept, 0);
    const alarms = scores.reduce((sum, score) => sum + score.falseAlarms, 0);
    expect(kept).toBeGreaterThan(300);
    expect(percent(alarms, kept)).toBeLessThanOrEqual(FLOORS.falseAlarmsAll);
  });
});
