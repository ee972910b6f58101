/**
 * `MAX_CONCURRENT_RECIPES`: slots for recipes being written. Taking one never waits: either a slot
 * is free or the request is refused at once. In the process, a counter; in Redis, a semaphore whose
 * entries are leases that the holder renews while it writes, so the slots of an instance that died
 * (SIGKILL, a lost machine) expire by themselves after one lease.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Semaphore } from 'redis-semaphore';
import { createConcurrencyLimit } from '../concurrency-limit.js';

/** Frees the slot; calling it twice is harmless. */
export type ReleaseSlot = () => void;

export interface RecipeSlots {
  readonly max: number;
  /** A slot's release, or null when every slot is taken. */
  tryAcquire(): Promise<ReleaseSlot | null>;
}

export function createLocalRecipeSlots(max: number): RecipeSlots {
  const limit = createConcurrencyLimit(max);
  return { max, tryAcquire: async () => limit.tryAcquire() };
}

export const SLOTS_KEY = 'recipe-generator:recipe-slots';

/**
 * The library's renewal runs on a timer and would turn a Redis error into an unhandled rejection
 * (a crash). Here a failed renewal is tried again at the next tick while the lease may still run;
 * once it may have run out, the lease counts as lost: renewal stops and the entry expires in Redis.
 */
class LeasedSemaphore extends Semaphore {
  private renewedAt = Date.now();

  constructor(
    redis: Redis,
    max: number,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    super(redis, SLOTS_KEY, max, {
      lockTimeout: leaseMs,
      // Renewed three times a lease, so a late timer on a loaded machine does not lose it.
      refreshInterval: Math.round(leaseMs / 3),
      acquireAttemptsLimit: 1,
      retryInterval: 0,
      onLockLost: (error) =>
        log.warn({ err: error }, 'recipe slot lease lost; the recipe goes on uncounted'),
    });
  }

  protected override async _refresh(): Promise<boolean> {
    const attemptedAt = Date.now();
    try {
      const renewed = await super._refresh();
      if (renewed) this.renewedAt = attemptedAt;
      return renewed;
    } catch (error) {
      this.log.warn({ err: error }, 'could not renew a recipe slot lease');
      return Date.now() - this.renewedAt < this.leaseMs;
    }
  }
}

export function createRedisRecipeSlots(
  redis: Redis,
  max: number,
  leaseMs: number,
  log: FastifyBaseLogger,
): RecipeSlots {
  return {
    max,
    async tryAcquire() {
      const slot = new LeasedSemaphore(redis, max, leaseMs, log);
      if (!(await slot.tryAcquire())) return null;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        slot.release().catch((error: unknown) => {
          // The lease still ends by itself: it expires once it is no longer renewed.
          log.warn({ err: error }, 'could not release a recipe slot; its lease will expire');
        });
      };
    },
  };
}
