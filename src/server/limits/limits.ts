/**
 * Every limit on recipe requests, behind one `admit()`: in this process by default, shared
 * through Redis when `REDIS_URL` is set.
 *
 * Order of the checks, each refusal ending the admission before the next one is touched:
 *   1. per client, minute then day (`rate_limited`, 429): only well-formed requests get here, so
 *      a 400/413/415 never uses up a visitor's limit;
 *   2. a concurrency slot (`busy`, 503), taken at once or not at all;
 *   3. the daily recipe limit (`daily_limit_reached`, 503), counted last, so only an accepted
 *      recipe counts; if it refuses, the slot is given back at once.
 * So a refused request never uses up the daily limit or keeps a slot. Requests refused for their
 * body (400, 413), and every other refusal (these limits' own 429 and 503s, the provider's 503s), count against a separate per-client budget (`REFUSAL_LIMIT_PER_MINUTE`, see
 * refusal-budget.ts); past it, the client is refused `rate_limited` before its body is read. Any failure to reach Redis
 * refuses with `unavailable` (503) and gives back what was taken: the limits fail closed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RATE_LIMITED_TODAY_MESSAGE, RecipeError } from '../../recipe/recipe-errors.js';
import type { Config } from '../config.js';
import { createClientRateLimit, type ClientRateLimit } from './client-rate-limit.js';
import {
  createLocalDailyCap,
  createRedisDailyCap,
  type Clock,
  type DailyCap,
} from './daily-cap.js';
import { closeRedis, connectRedis } from './redis-client.js';
import {
  createLocalRecipeSlots,
  createRedisRecipeSlots,
  type RecipeSlots,
  type ReleaseSlot,
} from './recipe-slots.js';
import { secondsUntilUtcMidnight } from './utc-day.js';

export interface Limits {
  /** Admits a well-formed recipe request and gives its slot's release, or throws a RecipeError. */
  admit(request: FastifyRequest): Promise<ReleaseSlot>;
  /**
   * Seconds until the client behind this request may send again when it has used up its refusal
   * budget (`REFUSAL_LIMIT_PER_MINUTE`), else null; decided before the body is read.
   */
  refusalsUsedUp(request: FastifyRequest): Promise<number | null>;
  /** Counts a refused request (any refusal, see refusal-budget.ts) against its client's refusal budget. */
  countRefusal(request: FastifyRequest): Promise<void>;
  /** Redis slot leases this instance lost (a stall); each ended its recipe. */
  leasesLost(): number;
  /** Recipes left today for all visitors together. */
  dailyRemaining(): Promise<number>;
  /** Whether the shared store answers; absent when the limits live in the process. */
  storeStatus?: () => Promise<'ok' | 'down'>;
  close(): Promise<void>;
}

export interface LimitsOptions {
  /** Today's date for the daily limit; tests set it. */
  now?: Clock;
  /** Live client counts per window in the process (without Redis); tests make it small. */
  localStoreCapacity?: number;
}

export async function createLimits(
  app: FastifyInstance,
  config: Config,
  options: LimitsOptions = {},
): Promise<Limits> {
  const log = app.log;
  const now = options.now ?? (() => new Date());
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
  const clients = await createClientRateLimit(
    app,
    {
      perMinute: config.rateLimitPerMinute,
      perDay: config.rateLimitPerDay,
      refusalsPerMinute: config.refusalLimitPerMinute,
      ...(options.localStoreCapacity ? { localStoreCapacity: options.localStoreCapacity } : {}),
    },
    redis,
  );
  const slots = redis
    ? createRedisRecipeSlots(redis, config.maxConcurrentRecipes, config.slotLeaseMs, log)
    : createLocalRecipeSlots(config.maxConcurrentRecipes);
  const dailyCap = redis
    ? createRedisDailyCap(redis, config.dailyRecipeLimit, now)
    : createLocalDailyCap(config.dailyRecipeLimit, now);

  return {
    async admit(request) {
      try {
        return await checkInOrder({ clients, slots, dailyCap, config, now }, request);
      } catch (error) {
        // Only Redis can fail here; in the process an error is a bug, for the error handler.
        if (error instanceof RecipeError || !redis) throw error;
        request.log.warn({ err: error }, 'limits store unreachable; recipe refused');
        throw new RecipeError('unavailable', 'limits store unreachable');
      }
    },
    async refusalsUsedUp(request) {
      try {
        return await clients.refusalsExceeded(request);
      } catch (error) {
        // Open on a store failure: the recipe limits behind it still fail closed.
        request.log.warn({ err: error }, 'refusal budget unavailable');
        return null;
      }
    },
    async countRefusal(request) {
      try {
        await clients.countRefusal(request);
      } catch (error) {
        request.log.warn({ err: error }, 'could not count a refused request');
      }
    },
    leasesLost: () => slots.leasesLost,
    dailyRemaining: () => dailyCap.remaining(),
    ...(redis ? { storeStatus: () => pingStatus(redis) } : {}),
    close: async () => {
      if (redis) await closeRedis(redis, log);
    },
  };
}

/** The parts of the limits, checked in order for each recipe. */
interface LimitParts {
  clients: ClientRateLimit;
  slots: RecipeSlots;
  dailyCap: DailyCap;
  config: Config;
  now: Clock;
}

/** The checks in the order at the top of this file; each refusal ends the admission. */
async function checkInOrder(parts: LimitParts, request: FastifyRequest): Promise<ReleaseSlot> {
  const { clients, slots, dailyCap, config, now } = parts;
  const client = await clients.count(request);
  // Each refusal's detail goes in the request's one log line (telemetry/recipe-telemetry.ts):
  // no line of its own, so a burst of refusals writes no more than one line each.
  if (client.storeFull) {
    throw new RecipeError(
      'busy',
      'client counts full: a new client is refused until a window ends',
    );
  }
  if (client.exceeded) {
    const message = client.exceeded === 'day' ? RATE_LIMITED_TODAY_MESSAGE : undefined;
    throw new RecipeError('rate_limited', `rate limit reached (per ${client.exceeded})`, {
      retryAfterSeconds: client.retryAfterSeconds,
      message,
    });
  }
  const release = await slots.tryAcquire();
  if (!release) {
    throw new RecipeError('busy', `too many recipes at once (${slots.max})`);
  }
  try {
    if (await dailyCap.take()) return release;
  } catch (error) {
    release();
    throw error;
  }
  release();
  throw new RecipeError(
    'daily_limit_reached',
    `daily recipe limit reached (${config.dailyRecipeLimit})`,
    {
      retryAfterSeconds: secondsUntilUtcMidnight(now()),
    },
  );
}

async function pingStatus(redis: Redis): Promise<'ok' | 'down'> {
  if (redis.status !== 'ready') return 'down';
  try {
    return (await redis.ping()) === 'PONG' ? 'ok' : 'down';
  } catch {
    // An unanswered PING is exactly what "down" reports.
    return 'down';
  }
}
