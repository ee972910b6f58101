/** The UTC calendar day the daily recipe limit counts in. */

export const DAY_MS = 86_400_000;

/** e.g. `2026-11-21`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole seconds from `now` to the next UTC midnight, at least 1: the daily limit's Retry-After. */
export function secondsUntilUtcMidnight(now: Date): number {
  const nextMidnight = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
  return Math.max(1, Math.ceil((nextMidnight - now.getTime()) / 1000));
}
