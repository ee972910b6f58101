/**
 * The in-process store of the per-client counts (no `REDIS_URL`), for `@fastify/rate-limit`'s
 * `store` option. The library's own store is an LRU of 5,000 clients per window: a flood of new
 * clients evicted a client at its day limit, whose count then started again. Here a count is only
 * ever dropped once its window is over. When the store holds `capacity` live counts, a client it
 * does not know yet is not counted but refused (`StoreFull`, answered `busy`) until a window ends
 * and makes room: memory stays bounded, and no flood resets anyone's count.
 *
 * Each limiter gets its own child store with one time window, so counts sit in the Map in the
 * order their windows started (a restarted window is moved to the end): the expired ones are
 * always at the front, and clearing them costs nothing per request.
 */

export class StoreFull extends Error {
  constructor() {
    super('the in-process store of client counts is full');
    this.name = 'StoreFull';
  }
}

interface Count {
  current: number;
  startedAt: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Live counts each window may hold by default: about 4.5 MB of heap when full of IPv4 clients, 8 MB
 * of IPv6 ones (measured), under the 96 MB heap cap of `npm start` even with all three windows full.
 */
export const LOCAL_STORE_CAPACITY = 20_000;

export function boundedLocalStore(capacity: number, now: () => number = Date.now) {
  return class BoundedLocalStore {
    private readonly counts = new Map<string, Count>();

    incr(key: string, callback: Callback, timeWindow: number): void {
      const time = now();
      this.clearExpired(time, timeWindow);
      let count = this.counts.get(key);
      if (count && count.startedAt + timeWindow > time) {
        count.current += 1;
      } else {
        if (!count && this.counts.size >= capacity) {
          callback(new StoreFull());
          return;
        }
        this.counts.delete(key);
        count = { current: 1, startedAt: time };
        this.counts.set(key, count);
      }
      callback(null, { current: count.current, ttl: count.startedAt + timeWindow - time });
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const time = now();
      const count = this.counts.get(key);
      if (!count || count.startedAt + timeWindow <= time) callback(null, { current: 0, ttl: 0 });
      else callback(null, { current: count.current, ttl: count.startedAt + timeWindow - time });
    }

    child(): BoundedLocalStore {
      return new BoundedLocalStore();
    }

    get size(): number {
      return this.counts.size;
    }

    private clearExpired(time: number, timeWindow: number): void {
      for (const [key, count] of this.counts) {
        if (count.startedAt + timeWindow > time) return;
        this.counts.delete(key);
      }
    }
  };
}
