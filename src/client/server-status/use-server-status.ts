import { useEffect, useState } from 'react';

export const HEALTH_URL = `${import.meta.env.BASE_URL}api/health`;

export interface LocalModelStatus {
  state: 'downloading' | 'loading' | 'ready' | 'failed';
  receivedBytes: number;
  totalBytes: number;
}

export interface ServerStatus {
  /** The server runs `npm run demo` (`"demo": true`): sample recipes. */
  demo: boolean;
  /** Present when the server's own local model writes the recipes. */
  local?: LocalModelStatus;
}

/** Asked again this often while the local model is on its way, to show its progress. */
export const PREPARING_POLL_MS = 1_000;
/** And this often after a failed fetch, which the server tries again on its own. */
export const FAILED_POLL_MS = 15_000;

const STATES = new Set(['downloading', 'loading', 'ready', 'failed']);

/**
 * What the health answer says about the server: demo or not, and the local model's progress.
 * Asked after the first render, so that render is the same on the server and in the browser.
 */
export function useServerStatus(): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>({ demo: false });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      fetch(HEALTH_URL, { signal: controller.signal })
        .then((response): Promise<unknown> | undefined =>
          response.ok ? response.json() : undefined,
        )
        .then(
          (health) => {
            const next = readStatus(health);
            setStatus(next);
            const state = next.local?.state;
            if (state === 'downloading' || state === 'loading')
              timer = setTimeout(ask, PREPARING_POLL_MS);
            else if (state === 'failed') timer = setTimeout(ask, FAILED_POLL_MS);
          },
          // Without an answer nothing is known; recipe requests report real failures.
          () => undefined,
        );
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return status;
}

function readStatus(health: unknown): ServerStatus {
  if (typeof health !== 'object' || health === null) return { demo: false };
  const { demo, local } = health as { demo?: unknown; local?: Record<string, unknown> };
  const status: ServerStatus = { demo: demo === true };
  if (typeof local === 'object' && local !== null && STATES.has(local.state as string)) {
    status.local = {
      state: local.state as LocalModelStatus['state'],
      receivedBytes: Number(local.receivedBytes) || 0,
      totalBytes: Number(local.totalBytes) || 0,
    };
  }
  return status;
}
