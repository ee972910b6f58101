/**
 * `MAX_CONCURRENT_RECIPES`: slots for recipes being written. Taking one never waits: either a slot
 * is free or the request is refused at once. In the process, a counter; in Redis, a semaphore whose
 * entries are leases that the holder renews while it writes, so the slots of an instance that died
 * (SIGKILL, a lost machine) expire by themselves after one lease.
 *
 * A lease can also run out under a living instance: its event loop blocked, the whole process
 * frozen (a VM pause, a long GC), or Redis paused for longer than a lease. Another instance may
 * then rightly take the slot, so the recipe holding the lost lease must end: its slot's `lost`
 * signal aborts, and the recipe route ends the recipe with an `error` event and aborts its
 * provider call. A lease counts as lost as soon as the clock says it may have run out (its last
 * successful renewal was sent a lease ago or more), checked before each renewal and before each
 * piece of the recipe is written, so a resumed instance never trusts a timer that fired late.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Semaphore } from 'redis-semaphore';
import { createConcurrencyLimit } from './concurrency-limit.js';

/** Frees the slot; calling it twice is harmless. */
export interface ReleaseSlot {
  (): void;
  /** Aborted once the slot is lost (its Redis lease ran out): the recipe holding it must end. */
  readonly lost: AbortSignal;
  /** False once the slot is lost; checks the clock, so it is true only while the lease may run. */
  held(): boolean;
}

export interface RecipeSlots {
  readonly max: number;
  /** A slot's release, or null when every slot is taken. */
  tryAcquire(): Promise<ReleaseSlot | null>;
  /** Leases lost by this instance since it started (Redis only). */
  readonly leasesLost: number;
}

export class SlotLost extends Error {
  constructor(reason: string) {
    super(`recipe slot lease lost: ${reason}`);
    this.name = 'SlotLost';
  }
}

export function createLocalRecipeSlots(max: number): RecipeSlots {
  const limit = createConcurrencyLimit(max);
  return {
    max,
    leasesLost: 0,
    async tryAcquire() {
      const release = limit.tryAcquire();
      // Never aborted; one per slot, so no listeners pile up on a shared signal.
      const lost = new AbortController().signal;
      return release && Object.assign(release, { lost, held: () => true });
    },
  };
}

export const SLOTS_KEY = 'recipe-generator:recipe-slots';

/**
 * The library's renewal runs on a timer and would turn a Redis error into an unhandled rejection
 * (a crash). Here a failed renewal is tried again at the next tick while the lease may still run;
 * once it may have run out, by the clock, the lease is lost: renewal stops, the entry expires in
 * Redis, and `lost` aborts.
 */
class LeasedSemaphore extends Semaphore {
  /** When the last successful acquisition or renewal was sent: the lease runs from then. */
  private renewedAt = Number.NEGATIVE_INFINITY;
  private readonly loss = new AbortController();

  constructor(
    redis: Redis,
    max: number,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
    private readonly onLost: () => void,
  ) {
    super(redis, SLOTS_KEY, max, {
      lockTimeout: leaseMs,
      // Renewed three times a lease, so a late timer on a loaded machine does not lose it.
      refreshInterval: Math.round(leaseMs / 3),
      acquireAttemptsLimit: 1,
      retryInterval: 0,
      onLockLost: () => this.lose('Redis no longer holds it'),
    });
  }

  get lost(): AbortSignal {
    return this.loss.signal;
  }

  /** True while the lease may still run; otherwise marks it lost. */
  held(): boolean {
    if (this.loss.signal.aborted) return false;
    const age = Date.now() - this.renewedAt;
    if (age < this.leaseMs) return true;
    this.lose(`not renewed for ${age} ms (a stall of this instance or of Redis)`);
    return false;
  }

  private lose(reason: string): void {
    if (this.loss.signal.aborted) return;
    this.stopRefresh();
    this.log.warn({ leaseMs: this.leaseMs, reason }, 'recipe slot lease lost; the recipe ends');
    this.onLost();
    this.loss.abort(new SlotLost(reason));
  }

  protected override async _acquire(abortSignal?: AbortSignal): Promise<boolean> {
    const attemptedAt = Date.now();
    const acquired = await super._acquire(abortSignal);
    if (acquired) this.renewedAt = attemptedAt;
    return acquired;
  }

  protected override async _refresh(): Promise<boolean> {
    // After a stall the overdue timer fires at once: the clock, not the timer, decides.
    if (!this.held()) return true;
    const attemptedAt = Date.now();
    try {
      const renewed = await super._refresh();
      if (renewed) this.renewedAt = attemptedAt;
      return renewed;
    } catch (error) {
      this.log.warn({ err: error }, 'could not renew a recipe slot lease');
      return this.held();
    }
  }
}

export function createRedisRecipeSlots(
  redis: Redis,
  max: number,
  leaseMs: number,
  log: FastifyBaseLogger,
): RecipeSlots {
  let leasesLost = 0;
  return {
    max,
    get leasesLost() {
      return leasesLost;
    },
    async tryAcquire() {
      const slot = new LeasedSemaphore(redis, max, leaseMs, log, () => (leasesLost += 1));
      if (!(await slot.tryAcquire())) return null;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        slot.release().catch((error: unknown) => {
          // The lease still ends by itself: it expires once it is no longer renewed.
          log.warn({ err: error }, 'could not release a recipe slot; its lease will expire');
        });
      };
      return Object.assign(release, { lost: slot.lost, held: () => released || slot.held() });
    },
  };
}
