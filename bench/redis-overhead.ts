/**
 * What shared limits cost a visitor: time to the first words through a server with `REDIS_URL`
 * (a local redis-server) against one without, requests alternating between the two so both see
 * the same machine load. Each run gives the difference of the medians; the figure is the median
 * of the runs.
 */
import { streamOf, type FakeProvider } from '../test/fake-provider.js';
import { median } from './report.js';
import { TTFB_TOKENS, timeToFirstToken } from './server-load.js';
import type { ServerUnderTest } from './server-process.js';

const INGREDIENTS = { ingredients: ['milk', 'eggs', 'flour'] };

export interface RedisOverheadResult {
  /** Per run: median with Redis minus median without, in ms. */
  runs: number[];
  withoutP50: number;
  withP50: number;
}

export async function measureRedisOverhead(
  provider: FakeProvider,
  without: ServerUnderTest,
  withRedis: ServerUnderTest,
  { runs = 7, requestsPerRun = 30, warmUp = 20 } = {},
): Promise<RedisOverheadResult> {
  provider.use(streamOf(TTFB_TOKENS));
  for (let i = 0; i < warmUp; i += 1) {
    await timeToFirstToken(without.apiUrl, INGREDIENTS);
    await timeToFirstToken(withRedis.apiUrl, INGREDIENTS);
  }
  const differences: number[] = [];
  const allWithout: number[] = [];
  const allWith: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < requestsPerRun; i += 1) {
      a.push(await timeToFirstToken(without.apiUrl, INGREDIENTS));
      b.push(await timeToFirstToken(withRedis.apiUrl, INGREDIENTS));
    }
    differences.push(median(b) - median(a));
    allWithout.push(...a);
    allWith.push(...b);
  }
  return { runs: differences, withoutP50: median(allWithout), withP50: median(allWith) };
}
