/** The server's own figures against the fake provider: latency, Redis, memory, refusals, static files. */
import { startRedisServer } from '../../test/support/redis-server.js';
import { measureWishCheck } from '../wish-check.js';
import { measureWishCheckLanguages } from '../wish-check-languages.js';
import { measureRedisOverhead } from '../redis-overhead.js';
import { measureRefusals } from '../refused-requests.js';
import { BURST_REQUESTS, measureRefusalBurst } from '../refusal-burst.js';
import { measureMemory, measureRps, measureTtfbOverhead } from '../server-load.js';
import { startServerUnderTest } from '../server-process.js';
import { atMost, median, ms } from '../report.js';
import type { BenchContext } from './context.js';

export async function measureServer(
  context: BenchContext,
  staticPaths: readonly (readonly [string, string])[],
): Promise<void> {
  await measureLatency(context);
  await measureLoad(context, staticPaths);
  await measureBurst(context);
}

/** The wishes check, the time to first byte, and what Redis adds. */
async function measureLatency({
  root,
  provider,
  server,
  figures,
  details,
  section,
}: BenchContext): Promise<void> {
  await section('wishes check', async () => {
    const measured = measureWishCheck();
    details.push(...measured.details);
    figures.push(...measured.figures);
    const languages = await measureWishCheckLanguages(root);
    details.push(...languages.details);
    figures.push(...languages.figures);
  });

  await section('time to first byte', async () => {
    const result = await measureTtfbOverhead(provider, server);
    const overhead = result.serverP50 - result.directP50;
    details.push(
      `TTFB with 50 streams open, ${result.samples} samples each: direct p50 ${ms(result.directP50)}` +
        ` p95 ${ms(result.directP95)}; through the server p50 ${ms(result.serverP50)}` +
        ` p95 ${ms(result.serverP95)}; a burst of 50 at once: direct p50 ${ms(result.burstDirectP50)},` +
        ` through the server p50 ${ms(result.burstServerP50)}`,
    );
    figures.push({
      name: 'TTFB overhead p50 (50 concurrent)',
      measured: ms(overhead),
      ...atMost(5, 'ms', overhead),
    });
  });

  await section('first words with Redis', async () => {
    const redis = await startRedisServer();
    try {
      const withRedis = await startServerUnderTest(root, provider.url, [], {
        REDIS_URL: redis.url,
      });
      try {
        const result = await measureRedisOverhead(provider, server, withRedis);
        const added = median(result.runs);
        details.push(
          `first words (request to first text, one at a time): without Redis p50 ` +
            `${ms(result.withoutP50)}, with Redis p50 ${ms(result.withP50)}; added per run ` +
            `[${result.runs.map((run) => run.toFixed(2)).join(', ')}] ms`,
        );
        figures.push({
          name: 'first words with Redis against without (median of 7 runs)',
          measured: `+${ms(added)}`,
          ...atMost(2, 'ms added', added),
        });
      } finally {
        await withRedis.stop();
      }
    } finally {
      await redis.stop();
    }
  });
}

/** Memory after many recipes, refused requests, and static files per second. */
async function measureLoad(
  { root, provider, server, figures, details, section }: BenchContext,
  staticPaths: readonly (readonly [string, string])[],
): Promise<void> {
  await section('memory after 2,000 recipes', async () => {
    const result = await measureMemory(provider, server);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    details.push(
      `RSS ${mb(result.rssBeforeBytes)} before, ${mb(result.rssAfterBytes)} after ` +
        `${result.recipes} recipes (${result.failures} failed) in ${result.seconds.toFixed(1)} s`,
    );
    const rss = atMost(150, 'MB', result.rssAfterBytes, 1024 * 1024);
    figures.push({
      name: 'server RSS after 2,000 recipes',
      measured: mb(result.rssAfterBytes),
      ...rss,
      ok: rss.ok && result.failures === 0,
    });
  });

  await section('refused requests', async () => {
    const behindProxy = await startServerUnderTest(root, provider.url, [], { TRUST_PROXY: '1' });
    try {
      const result = await measureRefusals(behindProxy);
      details.push(
        `refused 16 KB bodies, p50 of 9: plain ${ms(result.plainP50)}; ` +
          Object.entries(result.bodies)
            .map(([name, time]) => `${name} ${ms(time)}`)
            .join('; '),
        `api/health: idle p50 ${ms(result.idleHealthP50)}; while 4 clients send refused bodies ` +
          `back to back p50 ${ms(result.floodHealthP50)}, max ${ms(result.floodHealthMax)}; ` +
          `answers ${JSON.stringify(result.statuses)}`,
      );
      figures.push(
        {
          name: `worst-case validation, slowest 16 KB body p50 (${result.slowestName})`,
          measured: ms(result.slowestP50),
          ...atMost(10, 'ms', result.slowestP50),
        },
        {
          name: 'api/health under a refusal flood p50 (4 clients)',
          measured: ms(result.floodHealthP50),
          ...atMost(20, 'ms', result.floodHealthP50),
        },
      );
    } finally {
      await behindProxy.stop();
    }
  });

  await section('static requests/s', async () => {
    for (const [name, path] of staticPaths) {
      const cpuBefore = await server.cpuSeconds();
      const result = await measureRps(`${server.pageUrl}${path}`);
      const cpu = ((await server.cpuSeconds()) - cpuBefore) / 5;
      details.push(
        `${name} (/${path}): ${Math.round(result.requestsPerSecond)} req/s, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors, server CPU ${(cpu * 100).toFixed(0)}% of a core`,
      );
      figures.push({
        name: `${name} requests/s (10 conn)`,
        measured: `${Math.round(result.requestsPerSecond)}/s`,
        target: '>= 5000/s',
        ok: result.requestsPerSecond >= 5000 && result.non2xx === 0 && result.errors === 0,
      });
    }
  });
}

/** api/health while one address sends a burst of recipe requests, most of them refused. */
async function measureBurst({ root, provider, figures, details, section }: BenchContext) {
  await section('refused requests: a burst from one address', async () => {
    // The server's own limits and log level (the bench's are unset), then 32 slots with the
    // visitor's limits raised so that every refusal past the slots is `busy`.
    const serverDefaults = {
      RATE_LIMIT_PER_MINUTE: undefined,
      RATE_LIMIT_PER_DAY: undefined,
      DAILY_RECIPE_LIMIT: undefined,
      MAX_CONCURRENT_RECIPES: undefined,
      LOG_LEVEL: undefined,
    };
    const cases = [
      ['default limits', serverDefaults],
      [
        'MAX_CONCURRENT_RECIPES=32, visitor limits raised',
        { MAX_CONCURRENT_RECIPES: '32', REFUSAL_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: undefined },
      ],
    ] as const;
    for (const [name, env] of cases) {
      const result = await measureRefusalBurst(root, provider, env);
      details.push(
        `${BURST_REQUESTS} recipes at once from one address, ${name}: answers ` +
          `${JSON.stringify(result.statuses)}; api/health slowest ${ms(result.healthMaxMs)} ` +
          `of ${result.healthChecks} checks; server CPU ${ms(result.serverCpuMs)}`,
      );
      figures.push({
        name: `api/health under a burst of ${BURST_REQUESTS} refused recipes (max, ${name})`,
        measured: ms(result.healthMaxMs),
        ...atMost(200, 'ms', result.healthMaxMs),
      });
    }
  });
}
