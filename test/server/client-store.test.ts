/**
 * Without Redis, the per-client counts live in a bounded store whose counts end only with their
 * window: a flood of new clients never resets an existing client's count, and once the store is
 * full a new client is refused `busy` instead.
 */
import { describe, expect, it } from 'vitest';
import { boundedLocalStore, StoreFull } from '../../src/server/limits/bounded-local-store.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import type { TestServer } from '../support/test-server.js';

const inject = (server: TestServer, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/Recipe-generator/api/recipe',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(INGREDIENTS),
  });
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describe('the in-process store of client counts', () => {
  // A store of 100 places, so that the flood that fills it is 150 requests, not 5,000 (the
  // default capacity): the same code, without seconds of requests on a loaded machine.
  it('keeps a client at its day limit there through more other clients than it holds', async () => {
    const server = await startServerForThisTest(
      { RATE_LIMIT_PER_DAY: '2', DAILY_RECIPE_LIMIT: '2' },
      { limits: { localStoreCapacity: 100 } },
    );
    const known = '192.0.2.10';
    for (let i = 0; i < 2; i++) {
      const response = await inject(server, known);
      expect(response.statusCode).toBe(200);
    }
    // Each of them is counted, then refused by the daily recipe limit.
    const refusals = new Map<string, number>();
    for (let n = 1; n <= 150; n++) {
      const response = await inject(server, address(n));
      expect(response.statusCode).toBe(503);
      const code = (response.json() as { error: { code: string } }).error.code;
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    }
    // Counted and refused by the day's limit until the store was full, then refused `busy`.
    expect(refusals.get('busy')).toBeGreaterThanOrEqual(50);
    expect(refusals.get('busy')).toBeLessThan(150);
    const again = await inject(server, known);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(server.provider.requests).toHaveLength(2);
  });

  it('refuses a new client `busy` once full, and still counts the clients it holds', async () => {
    const server = await startServerForThisTest(
      { RATE_LIMIT_PER_MINUTE: '2' },
      { limits: { localStoreCapacity: 20 } },
    );
    for (let n = 1; n <= 20; n++) expect((await inject(server, address(n))).statusCode).toBe(200);
    const stranger = await inject(server, address(21));
    expect(stranger.statusCode).toBe(503);
    expect(stranger.json()).toMatchObject({ error: { code: 'busy' } });
    expect(server.logs.some((line) => line.includes('client counts full'))).toBe(true);
    expect((await inject(server, address(1))).statusCode).toBe(200);
    expect((await inject(server, address(1))).statusCode).toBe(429);
    expect(server.provider.requests).toHaveLength(21);
  });
});

describe('boundedLocalStore', () => {
  type Store = InstanceType<ReturnType<typeof boundedLocalStore>>;
  const incr = (store: Store, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 1000),
    );

  it('drops a count only when its window is over, and then makes room', async () => {
    let time = 0;
    const Store = boundedLocalStore(2, () => time);
    const store = new Store().child();
    expect(await incr(store, 'a')).toEqual({ current: 1, ttl: 1000 });
    time = 400;
    expect(await incr(store, 'b')).toEqual({ current: 1, ttl: 1000 });
    expect(await incr(store, 'a')).toEqual({ current: 2, ttl: 600 });
    await expect(incr(store, 'c')).rejects.toBeInstanceOf(StoreFull);
    time = 1000; // a's window is over: its place is free, b's count stays
    expect(await incr(store, 'c')).toEqual({ current: 1, ttl: 1000 });
    expect(await incr(store, 'b')).toEqual({ current: 2, ttl: 400 });
    expect(store.size).toBe(2);
    time = 1400; // b's window is over: it starts again
    expect(await incr(store, 'b')).toEqual({ current: 1, ttl: 1000 });
  });
});
