/** Counts the recipes being written and refuses, at once, any beyond the limit. */

export interface ConcurrencyLimit {
  readonly max: number;
  readonly active: number;
  /** A release function for one slot, or null when every slot is taken. Releasing twice is harmless. */
  tryAcquire(): (() => void) | null;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  let active = 0;
  return {
    max,
    get active() {
      return active;
    },
    tryAcquire() {
      if (active >= max) return null;
      active += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active -= 1;
      };
    },
  };
}
