import { useEffect, useState } from 'react';

export const HEALTH_URL = `${import.meta.env.BASE_URL}api/health`;

/**
 * Whether the server runs `npm run demo` (its health answer says `"demo": true`). Asked after the
 * first render, so that render is the same on the server and in the browser.
 */
export function useDemoMode(): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(HEALTH_URL, { signal: controller.signal })
      .then((response): Promise<{ demo?: unknown }> | { demo?: unknown } =>
        response.ok ? response.json() : {},
      )
      .then(
        (health) => setDemo(health.demo === true),
        // Without an answer this is not known to be a demo; recipe requests report real failures.
        () => setDemo(false),
      );
    return () => controller.abort();
  }, []);
  return demo;
}
