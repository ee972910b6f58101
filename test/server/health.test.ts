/**
 * `api/health` for a load balancer: the shared store's status when there is one, and 503 while
 * the server drains at shutdown, so no new visitor is sent to it.
 */
import { describe, expect, it } from 'vitest';
import { STORE_STATUS_TIMEOUT_MS } from '../../src/server/routes/health-route.js';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { openRaw, rawRecipePost } from '../support/raw-http.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { startServerForThisTest } from '../support/server-per-test.js';

const HEALTH = '/Recipe-generator/api/health';

describe('api/health', () => {
  it('has no redis field without a shared store', async () => {
    const server = await startServerForThisTest();
    const response = await fetch(`${server.origin}${HEALTH}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      configured: true,
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    });
  });

  it('says whether the shared store answers, and keeps answering when it does not', async () => {
    let status: () => Promise<'ok' | 'down'> = () => Promise.resolve('ok');
    const server = await startServerForThisTest(
      {},
      { limitsStatus: { storeStatus: () => status() } },
    );
    const read = async () => {
      const response = await fetch(`${server.origin}${HEALTH}`);
      return { status: response.status, body: (await response.json()) as { redis?: string } };
    };
    expect(await read()).toMatchObject({ status: 200, body: { status: 'ok', redis: 'ok' } });
    status = () => Promise.resolve('down');
    expect(await read()).toMatchObject({ status: 200, body: { status: 'ok', redis: 'down' } });
    status = () => Promise.reject(new Error('connection refused'));
    expect(await read()).toMatchObject({ status: 200, body: { status: 'ok', redis: 'down' } });
    expect(server.logs.join('')).toContain('connection refused');
    // A store that hangs does not hang the health check.
    status = () => new Promise(() => {});
    const askedAt = Date.now();
    expect(await read()).toMatchObject({ status: 200, body: { status: 'ok', redis: 'down' } });
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(STORE_STATUS_TIMEOUT_MS - 50);
    expect(Date.now() - askedAt).toBeLessThan(STORE_STATUS_TIMEOUT_MS + 2_000);
  });

  it('answers 503 draining while the server closes, on a connection kept alive', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 100 }));
    // A proxy reuses its upstream connection: a recipe is streaming on it when the close starts,
    // and the load balancer's health check comes next on the same connection.
    const connection = await openRaw(server.origin);
    connection.send(rawRecipePost(INGREDIENTS));
    await connection.waitFor('HTTP/1.1 200 ');
    const closed = server.app.close();
    connection.send(`GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
    const answer = await connection.closed;
    await closed;

    // The running recipe ends normally, then the health check is told the server is going.
    expect(answer).toContain('event: done');
    const health = answer.slice(answer.lastIndexOf('HTTP/1.1 '));
    expect(answer.indexOf('HTTP/1.1 ')).toBe(0);
    expect(health).toMatch(/^HTTP\/1\.1 503 /);
    expect(health.toLowerCase()).toContain('connection: close');
    expect(health.toLowerCase()).toContain('content-type: application/json');
    expect(health).toContain("default-src 'self'");
    expect(JSON.parse(health.slice(health.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 'draining',
      configured: true,
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    });
  });
});
