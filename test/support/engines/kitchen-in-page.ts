/**
 * What the kitchen's engine tests put into the page, the same in every engine: a clock the test
 * moves, a record of the screen wake lock, and the tab hidden or shown. The first two go in as
 * preload scripts (before the page's own, at every load): `preloadOf(installClock, ...)`.
 */

/** Script source that runs each function, in order, in the page. */
export function preloadOf(...functions: (() => void)[]): string {
  return functions.map((fn) => `(${fn.toString()})();`).join('\n');
}

interface TestClock {
  advance(ms: number): void;
}

/**
 * Runs in the page: Date.now runs ahead of real time by an offset the test moves forward, kept
 * in localStorage so that it holds across a reload. The kitchen's timers are kept by end time
 * and compared with Date.now at each tick (and when the tab comes back), so this is the clock
 * they keep; the ticks themselves stay real, one a second.
 */
export function installClock() {
  const key = 'e2e-clock-offset';
  let store: Storage;
  try {
    store = localStorage;
  } catch {
    return; // the first about:blank, where a preload script runs too, has no storage
  }
  const realNow = Date.now.bind(Date);
  let offset = Number(store.getItem(key) ?? 0);
  Date.now = () => realNow() + offset;
  (window as unknown as { __testClock: TestClock }).__testClock = {
    advance(ms: number) {
      offset += ms;
      store.setItem(key, String(offset));
    },
  };
}

/** Runs in the page: moves the test clock `ms` forward. */
export function advanceClock(ms: number) {
  (window as unknown as { __testClock: TestClock }).__testClock.advance(ms);
}

interface WakeLockLog {
  requests: number;
  /** release() calls made by the page. */
  releases: number;
  sentinels: WakeLockSentinel[];
  /** The engine's own release, which the test calls as the browser would. */
  browserRelease: (sentinel: WakeLockSentinel) => Promise<void>;
}

/**
 * Runs in the page: every wake lock the page asks for and gives back is counted, through the
 * engine's own API (its prototypes' methods, wrapped: the calls go on to the engine). Nothing
 * is recorded where there is none.
 */
export function recordWakeLock() {
  if (!('wakeLock' in navigator)) return;
  const request = WakeLock.prototype.request;
  const release = WakeLockSentinel.prototype.release;
  const log: WakeLockLog = {
    requests: 0,
    releases: 0,
    sentinels: [],
    browserRelease: (sentinel) => release.call(sentinel),
  };
  (window as unknown as { wakeLockLog: WakeLockLog }).wakeLockLog = log;
  WakeLock.prototype.request = async function (this: WakeLock, type) {
    log.requests += 1;
    const sentinel = await request.call(this, type);
    log.sentinels.push(sentinel);
    return sentinel;
  };
  WakeLockSentinel.prototype.release = function (this: WakeLockSentinel) {
    log.releases += 1;
    return release.call(this);
  };
}

/** Runs in the page: the wake lock record so far. */
export function wakeLockLog() {
  const log = (window as unknown as { wakeLockLog: WakeLockLog }).wakeLockLog;
  return {
    requests: log.requests,
    releases: log.releases,
    released: log.sentinels.map((sentinel) => sentinel.released),
  };
}

/** Runs in the page: the browser lets the wake lock go, as it does when the tab is hidden. */
export function browserReleasesWakeLock() {
  const log = (window as unknown as { wakeLockLog: WakeLockLog }).wakeLockLog;
  return log.browserRelease(log.sentinels.at(-1)!);
}

/** Runs in the page: the tab hidden or shown again, as the browser tells the page. */
export function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', {
    configurable: true,
    get: () => state === 'hidden',
  });
  document.dispatchEvent(new Event('visibilitychange'));
}
