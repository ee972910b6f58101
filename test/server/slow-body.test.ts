/**
 * A request that trickles in (slowloris) is cut off once it has not fully arrived within the
 * request timeout (10 s), with 408 in the JSON shape; a recipe that streams for longer than that
 * is not affected, because the timeout ends when the request has arrived.
 */
import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { streamOf } from '../fake-provider.js';
import {
  openRaw,
  parseRawResponse,
  rawRecipePost,
  type RawConnection,
} from '../support/raw-http.js';
import { readEvents, recipeText } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe } from '../support/test-server.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';

/** Sends `bytes` one character every `everyMs` until all are sent or the server closes. */
function trickle(connection: RawConnection, bytes: string, everyMs: number): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || sent >= bytes.length) {
      clearInterval(timer);
      return;
    }
    connection.send(bytes[sent++]!);
  }, everyMs);
  connection.socket.once('close', () => clearInterval(timer));
}

function expectTimeoutAnswer(received: string) {
  const answer = parseRawResponse(received);
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({
    error: { code: 'request_timeout', message: RECIPE_ERRORS.request_timeout.message },
  });
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
}

describe('slow requests', () => {
  it('waits 10 s for a request to arrive: the timeout the running server was given', async () => {
    const server = await startServerForThisTest();
    expect(server.app.server.requestTimeout).toBe(10_000);
  });

  it('cuts off a body sent a byte at a time once the request timeout has passed, with 408', async () => {
    // The same path as the 10 s default, on a 2 s timeout: a slowloris test need not wait 10 s.
    const server = await startServerForThisTest({}, { requestTimeoutMs: 2_000 });
    const connection = await openRaw(server.origin);
    const request = rawRecipePost(INGREDIENTS);
    const headEnd = request.indexOf('\r\n\r\n') + 4;
    const started = Date.now();
    connection.send(request.slice(0, headEnd));
    trickle(connection, request.slice(headEnd), 200);

    const received = await connection.closed;
    const elapsed = Date.now() - started;
    expectTimeoutAnswer(received);
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    // Node looks for expired requests every 200 ms here; the rest is slack for a loaded machine.
    expect(elapsed).toBeLessThan(6_000);
    expect(server.provider.requests).toHaveLength(0);
    expect((await fetch(`${server.origin}/Recipe-generator/api/health`)).status).toBe(200);
  });

  it('cuts off headers that trickle in, too', async () => {
    const server = await startServerForThisTest({}, { requestTimeoutMs: 1_000 });
    const connection = await openRaw(server.origin);
    const started = Date.now();
    trickle(connection, rawRecipePost(INGREDIENTS), 100);
    expectTimeoutAnswer(await connection.closed);
    expect(Date.now() - started).toBeLessThan(1_000 + 3_000);
    expect(server.provider.requests).toHaveLength(0);
  });

  it('does not cut a recipe that streams for longer than the request timeout', async () => {
    const server = await startServerForThisTest({}, { requestTimeoutMs: 500 });
    const tokens = ['One. ', 'Two. ', 'Three. ', 'Four. ', 'Five.'];
    server.provider.use(streamOf(tokens, { tokenDelayMs: 400 }));
    const started = Date.now();
    const events = await readEvents(await postRecipe(server, INGREDIENTS));
    expect(Date.now() - started).toBeGreaterThan(1_500);
    expect(recipeText(events)).toBe(tokens.join(''));
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop', conflicts: [] } });
  });

  it('does not cut a kept-alive connection between requests', async () => {
    const server = await startServerForThisTest({}, { requestTimeoutMs: 500 });
    const connection = await openRaw(server.origin);
    const health = 'GET /Recipe-generator/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    connection.send(health);
    await connection.waitFor('"status":"ok"');
    // Idle for longer than the request timeout, then a second request on the same connection.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(connection.socket.destroyed).toBe(false);
    connection.send(health);
    const received = await connection.waitFor(/"status":"ok"[\s\S]*"status":"ok"/);
    expect(received).not.toContain('408');
    connection.socket.destroy();
  });
});
