/**
 * HTTP/1.1 pipelining over one raw socket: several recipe requests sent back to back. Node holds
 * each answer until the ones before it are sent, and (nodejs/node#62534) never tells a queued
 * answer that its connection died; these tests prove that no recipe outlives its connection.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Env } from '../../src/server/config.js';
import { streamOf, type RecordedRequest } from '../fake-provider.js';
import {
  openRaw,
  parseRawResponse,
  rawRecipePost,
  type RawConnection,
} from '../support/raw-http.js';
import { useRedisServer } from '../support/redis-server.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import type { TestServer } from '../support/test-server.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';

const SLOTS = 3;

const connections: RawConnection[] = [];
const redis = useRedisServer();
// Runs before the server of the test is closed (onTestFinished comes after afterEach).
afterEach(() => {
  for (const connection of connections.splice(0)) connection.socket.destroy();
});

async function open(target: TestServer): Promise<RawConnection> {
  const connection = await openRaw(target.origin);
  connections.push(connection);
  return connection;
}

/** The time the provider saw the call closed, or a failure after `withinMs`. */
async function abortedWithin(call: RecordedRequest, withinMs: number): Promise<number> {
  const deadline = delay(withinMs, 'still open' as const);
  const outcome = await Promise.race([call.aborted, deadline]);
  if (outcome === 'still open') throw new Error(`provider call still open after ${withinMs} ms`);
  return outcome;
}

/** Opens every slot with a recipe on its own connection; one more is refused as busy. */
async function expectAllSlotsFree(target: TestServer): Promise<void> {
  target.provider.use(streamOf(['Again. ', 'more'], { tokenDelayMs: 60_000 }));
  for (let i = 0; i < SLOTS; i++) {
    const connection = await open(target);
    connection.send(rawRecipePost(INGREDIENTS));
    const head = await connection.waitFor('Again.');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
  }
  const extra = await open(target);
  extra.send(rawRecipePost(INGREDIENTS));
  const refused = parseRawResponse(await extra.waitFor(/\r\n\r\n\{.*\}$/s));
  expect(refused.status).toBe(503);
  expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'busy' } });
}

describe('pipelined recipe requests on one connection', () => {
  it.each<[string, () => Env]>([
    ['in the process', () => ({})],
    ['in Redis', () => ({ REDIS_URL: redis().url })],
  ])(
    'free every slot (%s) and close every provider call within 2 s of the connection closing',
    async (_store, store) => {
      const server = await startServerForThisTest({
        MAX_CONCURRENT_RECIPES: String(SLOTS),
        RATE_LIMIT_PER_MINUTE: '1000',
        ...store(),
      });
      server.provider.use(streamOf(['First words. ', 'never sent'], { tokenDelayMs: 60_000 }));
      const warnings: Error[] = [];
      const onWarning = (warning: Error) => warnings.push(warning);
      process.on('warning', onWarning);
      onTestFinished(() => void process.off('warning', onWarning));
      const attacker = await open(server);
      const partial = rawRecipePost(INGREDIENTS);
      // More whole requests than slots (and than Node's 10 listeners), then one still arriving.
      attacker.send(rawRecipePost(INGREDIENTS).repeat(12) + partial.slice(0, partial.length - 10));
      await attacker.waitFor('First words.');

      const calls = [...server.provider.requests];
      const closedAt = Date.now();
      attacker.socket.destroy();
      for (const call of calls) {
        expect((await abortedWithin(call, 2_000)) - closedAt).toBeLessThan(2_000);
      }
      // Only the first request, the one being answered, ever reached the provider.
      expect(server.provider.requests).toHaveLength(1);
      expect(warnings.map((warning) => warning.message)).toEqual([]);

      await expectAllSlotsFree(server);
    },
  );

  it('start a queued recipe only once its answer can be written, and answer it in full', async () => {
    const server = await startServerForThisTest({ RATE_LIMIT_PER_MINUTE: '1000' });
    let calls = 0;
    server.provider.use(() =>
      ++calls === 1
        ? streamOf(['One, ', 'two, ', 'three.'], { tokenDelayMs: 200 })
        : streamOf(['Second recipe.']),
    );
    const visitor = await open(server);
    visitor.send(rawRecipePost(INGREDIENTS).repeat(2));
    const received = await visitor.waitFor(/Second recipe\.[\s\S]*event: done/);

    const [first, second] = server.provider.requests;
    expect(first!.endedAt).not.toBeNull();
    expect(second!.receivedAt).toBeGreaterThanOrEqual(first!.endedAt!);
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[0]).toContain('three.');
    expect(answers[0]).toContain('"finishReason":"stop"');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
  });
});
