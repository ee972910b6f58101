/** Asks `api/health` again and again while something else runs, timing every answer. */
import { setTimeout as delay } from 'node:timers/promises';

export interface HealthWatch {
  /** Stops asking; resolves with every answer's time in ms (rejects if one failed). */
  stop(): Promise<number[]>;
}

export function watchHealth(origin: string, everyMs = 100): HealthWatch {
  const url = `${origin}/Recipe-generator/api/health`;
  const times: number[] = [];
  let running = true;
  let failure: unknown;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.text();
      if (response.status !== 200) throw new Error(`api/health answered ${response.status}`);
      times.push(performance.now() - started);
      await delay(everyMs);
    }
  })().catch((error: unknown) => {
    // Kept for stop(), which throws it: a failed health check fails the caller.
    failure = error;
    running = false;
  });
  return {
    async stop() {
      running = false;
      await loop;
      if (failure !== undefined) throw failure;
      return times;
    },
  };
}
