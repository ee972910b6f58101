/**
 * Health under a hostile provider: each case of test/support/hostile-provider-cases.ts in turn,
 * 8 recipes at once each, while api/health is asked every 50 ms and the server's RSS is sampled.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { gzipBomb, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { watchHealth } from '../test/support/health-watch.js';
import { GZIP_BOMB_BYTES, hostileCases } from '../test/support/hostile-provider-cases.js';
import type { ServerUnderTest } from './server-process.js';

const AT_ONCE = 8;

export interface HostileResult {
  cases: {
    name: string;
    status: number;
    maxHealthMs: number;
    healthChecks: number;
    peakRssBytes: number;
  }[];
  maxHealthMs: number;
  peakRssBytes: number;
}

export async function measureHostileProvider(
  provider: FakeProvider,
  server: ServerUnderTest,
): Promise<HostileResult> {
  const second = await startFakeProvider();
  await gzipBomb(GZIP_BOMB_BYTES);
  let peakRssBytes = 0;
  let casePeakRssBytes = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rss = await server.rssBytes();
      peakRssBytes = Math.max(peakRssBytes, rss);
      casePeakRssBytes = Math.max(casePeakRssBytes, rss);
      await delay(50);
    }
  })();
  const cases: HostileResult['cases'] = [];
  try {
    for (const hostile of hostileCases(second.url)) {
      provider.use(hostile.behaviour);
      casePeakRssBytes = 0;
      const health = watchHealth(server.origin, 50);
      const statuses = await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          const response = await fetch(server.apiUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ingredients: ['milk', 'eggs', 'flour'] }),
          });
          await response.text();
          return response.status;
        }),
      );
      // A few more checks after the answers, while the server may still be cleaning up.
      await delay(200);
      const times = await health.stop();
      const wrong = statuses.find((status) => status !== hostile.answer.status);
      if (wrong !== undefined) throw new Error(`${hostile.name}: answered ${wrong}`);
      cases.push({
        name: hostile.name,
        status: hostile.answer.status,
        maxHealthMs: Math.max(...times),
        healthChecks: times.length,
        peakRssBytes: casePeakRssBytes,
      });
    }
    if (second.requests.length > 0) throw new Error('a redirect reached the second provider');
  } finally {
    sampling = false;
    await sampler;
    await second.close();
  }
  return { cases, maxHealthMs: Math.max(...cases.map((c) => c.maxHealthMs)), peakRssBytes };
}
