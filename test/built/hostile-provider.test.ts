/**
 * A hostile or broken provider, against the server run as `npm start` runs it (a child process
 * with its 96 MB heap cap): every answer is read with bounds, the visitor gets a clear error, the
 * server's memory stays under 250 MB and api/health keeps answering.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerUnderTest, type ServerUnderTest } from '../../bench/server-process.js';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { gzipBomb, startFakeProvider, type FakeProvider } from '../fake-provider.js';
import { watchHealth } from '../support/health-watch.js';
import {
  GZIP_BOMB_BYTES,
  hostileCases,
  type HostileCase,
} from '../support/hostile-provider-cases.js';
import { readEvents, recipeText } from '../support/sse.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';

const MB = 1024 * 1024;
const RSS_LIMIT_BYTES = 250 * MB;
/** The target is 500 ms (measured by `npm run bench`); this machine runs other work too. */
const HEALTH_SLACK_MS = 2_000;
const MAX_RECIPE_TEXT_BYTES = 32 * 1024;

let provider: FakeProvider;
let secondProvider: FakeProvider;
let server: ServerUnderTest;
let cases: HostileCase[];

beforeAll(async () => {
  provider = await startFakeProvider();
  secondProvider = await startFakeProvider();
  cases = hostileCases(secondProvider.url);
  // Made before any measurement: compressing 200 MB is the test's work, not the server's.
  await gzipBomb(GZIP_BOMB_BYTES);
  server = await startServerUnderTest(resolve(import.meta.dirname, '../..'), provider.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await provider?.close();
  await secondProvider?.close();
});

function post(): Promise<Response> {
  return fetch(server.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(INGREDIENTS),
  });
}

/** Runs one recipe against the case's provider while timing api/health; checks memory after. */
async function underAttack(name: string): Promise<{ response: Response; body: string }> {
  const hostile = cases.find((candidate) => candidate.name === name)!;
  provider.use(hostile.behaviour);
  const health = watchHealth(server.origin);
  const response = await post();
  const body = await response.text();
  const times = await health.stop();

  expect(Math.max(...times)).toBeLessThan(HEALTH_SLACK_MS);
  expect(await server.peakRssBytes()).toBeLessThan(RSS_LIMIT_BYTES);
  expect(response.status).toBe(hostile.answer.status);
  if (hostile.answer.status !== 200) {
    const { code } = hostile.answer as { code: keyof typeof RECIPE_ERRORS };
    expect(JSON.parse(body)).toEqual({ error: { code, message: RECIPE_ERRORS[code].message } });
  }
  return { response, body };
}

function eventsOf(body: string) {
  return readEvents(new Response(body));
}

describe('a hostile provider', () => {
  it.each([
    'a 40 MB JSON error body',
    'a 40 MB SSE line',
    '100 MB with no newline',
    'a 200 MB gzip bomb as the stream',
    'a 200 MB gzip bomb as an error body',
    'endless chunks without text',
  ])('%s: provider_error, bounded memory, health answers', async (name) => {
    const before = provider.requests.length;
    await underAttack(name);
    const call = provider.requests[before]!;
    // Reading stopped early: the flood was cut off (a bomb is only 200 KB on the wire).
    if (!name.includes('gzip')) await call.aborted;
  });

  it('a 40 MB SSE line after some text ends the recipe with event: error', async () => {
    const { body } = await underAttack('a 40 MB SSE line after some text');
    const events = await eventsOf(body);
    expect(recipeText(events)).toBe('# Soup\n');
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'provider_error', message: RECIPE_ERRORS.provider_error.message },
    });
  });

  it('endless valid chunks: at most 32 KB of text, then done "length" and the call is aborted', async () => {
    const before = provider.requests.length;
    const { body } = await underAttack('endless valid chunks');
    const events = await eventsOf(body);
    const text = recipeText(events);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_RECIPE_TEXT_BYTES);
    expect(Buffer.byteLength(text)).toBeGreaterThan(MAX_RECIPE_TEXT_BYTES - 100);
    expect(text.startsWith('Stir and stir again. Stir')).toBe(true);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { finishReason: 'length', conflicts: [] },
    });
    await provider.requests[before]!.aborted;
  });

  it.each(['a 302 to a second provider', 'a 307 to a second provider'])(
    '%s: provider_error, and the second provider never gets the prompt',
    async (name) => {
      await underAttack(name);
      expect(secondProvider.requests).toHaveLength(0);
    },
  );

  it('an absurd Retry-After is passed on as at most a day', async () => {
    const { response } = await underAttack('an absurd Retry-After');
    expect(response.headers.get('retry-after')).toBe('86400');
  });

  it('leaves the server serving recipes normally', async () => {
    provider.use({ kind: 'stream', tokens: ['Fine ', 'again.'] });
    const events = await eventsOf(await (await post()).text());
    expect(recipeText(events)).toBe('Fine again.');
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop', conflicts: [] } });
  });
});
