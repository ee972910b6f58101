import { describe, expect, it } from 'vitest';
import { createLocalDailyCap } from '../../src/server/limits/daily-cap.js';
import { secondsUntilUtcMidnight, utcDay } from '../../src/server/limits/utc-day.js';

describe('the UTC day of the daily recipe limit', () => {
  it.each([
    ['2026-11-21T18:47:30.000Z', 18_750],
    ['2026-11-21T23:59:59.001Z', 1],
    ['2026-11-21T23:59:59.999Z', 1],
    ['2026-11-22T00:00:00.000Z', 86_400],
    ['2026-11-21T00:00:00.500Z', 86_400],
    ['2028-02-28T12:00:00.000Z', 43_200],
  ])('at %s, the next UTC midnight is %i s away', (iso, seconds) => {
    expect(secondsUntilUtcMidnight(new Date(iso))).toBe(seconds);
  });

  it('names the day in UTC, whatever the local time zone', () => {
    expect(utcDay(new Date('2026-11-21T23:30:00-05:00'))).toBe('2026-11-22');
  });
});

describe('the in-process daily recipe limit', () => {
  it('accepts up to the limit, then refuses until UTC midnight resets it', async () => {
    let now = new Date('2026-11-21T23:59:58.000Z');
    const cap = createLocalDailyCap(2, () => now);
    expect(await cap.remaining()).toBe(2);
    expect(await cap.take()).toBe(true);
    expect(await cap.take()).toBe(true);
    expect(await cap.take()).toBe(false);
    expect(await cap.take()).toBe(false);
    expect(await cap.remaining()).toBe(0);

    now = new Date('2026-11-22T00:00:00.000Z');
    expect(await cap.remaining()).toBe(2);
    expect(await cap.take()).toBe(true);
    expect(await cap.remaining()).toBe(1);
  });
});
