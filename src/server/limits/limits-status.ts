/**
 * What the limits can tell the people who run the app. The shared limits (REDIS_URL,
 * DAILY_RECIPE_LIMIT) provide it; a part that is absent is simply not reported.
 */
export interface LimitsStatus {
  /** Whether the shared store (Redis) answers; absent when there is none. */
  storeStatus?(): Promise<'ok' | 'down'>;
  /** Recipes all visitors together may still have today (DAILY_RECIPE_LIMIT). */
  dailyRemaining?(): Promise<number>;
}
