/**
 * `DAILY_RECIPE_LIMIT`: recipes accepted per UTC day, all visitors together. `take()` counts one
 * accepted recipe and says whether it fits; a recipe that does not fit is refused, so the count may
 * pass the limit but what remains never goes below 0.
 */
import type { Redis } from 'ioredis';
import { utcDay } from './utc-day.js';

export interface DailyCap {
  take(): Promise<boolean>;
  remaining(): Promise<number>;
}

export type Clock = () => Date;

export function createLocalDailyCap(limit: number, now: Clock): DailyCap {
  let day = utcDay(now());
  let count = 0;
  const today = () => {
    const current = utcDay(now());
    if (current !== day) {
      day = current;
      count = 0;
    }
  };
  return {
    async take() {
      today();
      if (count >= limit) return false;
      count += 1;
      return true;
    },
    async remaining() {
      today();
      return Math.max(0, limit - count);
    },
  };
}

/** A key per UTC day, kept a little over a day so clocks a few hours apart still agree. */
const KEY_LIFETIME_SECONDS = 2 * 86_400;
export const dailyKey = (now: Date) => `recipe-generator:daily:${utcDay(now)}`;

export function createRedisDailyCap(redis: Redis, limit: number, now: Clock): DailyCap {
  return {
    async take() {
      const key = dailyKey(now());
      const results = await redis.multi().incr(key).expire(key, KEY_LIFETIME_SECONDS).exec();
      const [error, count] = results?.[0] ?? [new Error('the daily count was not answered'), 0];
      if (error) throw error;
      return Number(count) <= limit;
    },
    async remaining() {
      const count = Number((await redis.get(dailyKey(now()))) ?? 0);
      return Math.max(0, limit - count);
    },
  };
}
