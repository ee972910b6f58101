import { describe, expect, it } from 'vitest';
import { readDurations } from '../../src/client/kitchen/step-durations.js';
import { STEP_DURATIONS } from '../fixtures/kitchen-corpus.js';

describe('the durations written in a step', () => {
  it('holds at least 60 real step sentences', () =>
    expect(STEP_DURATIONS.length).toBeGreaterThanOrEqual(60));

  it.each(STEP_DURATIONS)('%s', (step, expected) => {
    const found = readDurations(step);
    expect(found.map((duration) => [duration.text, duration.seconds, duration.longest])).toEqual(
      expected,
    );
    for (const duration of found)
      expect(step.slice(duration.start, duration.end)).toBe(duration.text);
  });
});
