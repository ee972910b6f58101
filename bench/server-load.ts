/** Server figures: time-to-first-byte overhead, memory after many recipes, static requests/s. */
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { streamOf, type FakeProvider } from '../test/fake-provider.js';
import { median, percentile } from './report.js';
import type { ServerUnderTest } from './server-process.js';

const FIRST = 'BenchFirstToken';
const INGREDIENTS = { ingredients: ['milk', 'eggs', 'flour'] };

/**
 * Milliseconds from sending the request until the body holding the first token arrives; the
 * rest of the answer is then read to its end, as a visitor's page does.
 */
export async function timeToFirstToken(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const decoder = new TextDecoder();
  let text = '';
  let elapsed: number | undefined;
  for await (const chunk of response.body) {
    if (elapsed === undefined) {
      text += decoder.decode(chunk, { stream: true });
      if (text.includes(FIRST)) elapsed = performance.now() - started;
    }
  }
  if (elapsed === undefined) throw new Error(`${url} ended without the first token`);
  return elapsed;
}

export interface TtfbResult {
  directP50: number;
  serverP50: number;
  directP95: number;
  serverP95: number;
  samples: number;
  /** The same, for 50 requests sent all at once (a burst), p50 only. */
  burstDirectP50: number;
  burstServerP50: number;
}

export const TTFB_TOKENS = [FIRST, ...Array.from({ length: 19 }, (_, i) => ` word${i}`)];
/** 300 ms to the first token, then 19 more at 25 ms: about 800 ms per recipe. */
const RECIPE_MS = 300 + 19 * 25;

/**
 * 50 recipe streams open at all times (50 workers, their starts spread over one recipe's
 * length so arrivals are even), first against the fake provider directly, then through the
 * server; the overhead is the difference of the p50s. A burst of 50 at once is reported too.
 */
export async function measureTtfbOverhead(
  provider: FakeProvider,
  server: ServerUnderTest,
  { concurrency = 50, recipesPerWorker = 4 } = {},
): Promise<TtfbResult> {
  provider.use(streamOf(TTFB_TOKENS, { firstTokenDelayMs: 300, tokenDelayMs: 25 }));
  const directUrl = `${provider.url}/v1/chat/completions`;
  const directBody = {
    model: 'bench-model',
    stream: true,
    max_tokens: 512,
    messages: [{ role: 'user', content: 'I have milk, eggs, flour. Please give me a recipe!' }],
  };
  const steady = async (url: string, body: unknown) => {
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        await delay((worker * RECIPE_MS) / concurrency);
        for (let i = 0; i < recipesPerWorker; i += 1) times.push(await timeToFirstToken(url, body));
      }),
    );
    return times;
  };
  const burst = (url: string, body: unknown) =>
    Promise.all(Array.from({ length: concurrency }, () => timeToFirstToken(url, body)));
  // Warm-up, not counted: connection pools and JIT.
  await burst(directUrl, directBody);
  await burst(server.apiUrl, INGREDIENTS);
  const direct = await steady(directUrl, directBody);
  const viaServer = await steady(server.apiUrl, INGREDIENTS);
  const burstDirect = await burst(directUrl, directBody);
  const burstServer = await burst(server.apiUrl, INGREDIENTS);
  return {
    directP50: median(direct),
    serverP50: median(viaServer),
    directP95: percentile(direct, 95),
    serverP95: percentile(viaServer, 95),
    samples: direct.length,
    burstDirectP50: median(burstDirect),
    burstServerP50: median(burstServer),
  };
}

export interface MemoryResult {
  rssBeforeBytes: number;
  rssAfterBytes: number;
  recipes: number;
  failures: number;
  seconds: number;
}

/** 2,000 whole recipes, 50 at a time, then the server's resident memory. */
export async function measureMemory(
  provider: FakeProvider,
  server: ServerUnderTest,
  { recipes = 2000, concurrency = 50 } = {},
): Promise<MemoryResult> {
  const tokens = Array.from({ length: 64 }, (_, i) => (i === 0 ? '# Pancakes\n\n' : `word${i} `));
  provider.use(streamOf(tokens));
  const rssBeforeBytes = await server.rssBytes();
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < recipes) {
      next += 1;
      const response = await fetch(server.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(INGREDIENTS),
      });
      const body = await response.text();
      if (!response.ok || !body.includes('event: done')) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  // Let the last sockets and timers settle before reading the figure.
  await delay(1000);
  return { rssBeforeBytes, rssAfterBytes: await server.rssBytes(), recipes, failures, seconds };
}

export interface RpsResult {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

/** autocannon, 10 connections, asking for brotli like a browser does. */
export async function measureRps(url: string, durationSeconds = 5): Promise<RpsResult> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
