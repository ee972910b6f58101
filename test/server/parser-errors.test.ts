/**
 * Requests refused before any route sees them (by Node's HTTP parser or Fastify's router) still
 * get the security headers and the JSON error shape, checked byte for byte over a raw socket.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_ERRORS, type RecipeErrorCode } from '../../src/recipe/recipe-errors.js';
import { openRaw, parseRawResponse } from '../support/raw-http.js';
import { useTestServer } from '../support/server-per-test.js';

const server = useTestServer();
/** The Content-Security-Policy of a page answered through the routes, as helmet sends it. */
let pageCsp: string;
beforeAll(async () => {
  pageCsp = (await fetch(`${server.origin}/Recipe-generator/api/health`)).headers.get(
    'content-security-policy',
  )!;
  expect(pageCsp).toContain("script-src 'self'");
  expect(pageCsp).toContain("frame-ancestors 'none'");
});

/** Sends raw bytes on a new connection; resolves with the answer once the server closes it. */
async function exchange(bytes: string): Promise<string> {
  const connection = await openRaw(server.origin);
  connection.send(bytes);
  return connection.closed;
}

function expectRefusal(received: string, status: number, code: RecipeErrorCode) {
  const answer = parseRawResponse(received);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-security-policy')).toBe(pageCsp);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({
    error: { code, message: RECIPE_ERRORS[code].message },
  });
  // One answer and nothing after it.
  expect(received.length).toBe(received.indexOf('\r\n\r\n') + 4 + answer.body.length);
}

describe('answers refused before routing', () => {
  it.each([
    ['GET', '/Recipe-generator/%zz'],
    ['POST', '/Recipe-generator/api/%E0%A4%A'],
  ])('an undecodable URL (%s %s) is 400 invalid_request', async (method, path) => {
    const received = await exchange(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
    expectRefusal(received, 400, 'invalid_request');
  });

  it('oversized headers are 431 headers_too_large', async () => {
    const received = await exchange(
      `GET /Recipe-generator/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectRefusal(received, 431, 'headers_too_large');
  });

  it('an HTTP/1.1 request without Host is 400 invalid_request', async () => {
    const received = await exchange('GET /Recipe-generator/api/health HTTP/1.1\r\n\r\n');
    expectRefusal(received, 400, 'invalid_request');
  });

  it.each([
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n'],
    ['a method that is not a token', 'G@T / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /Recipe-generator/api/recipe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'a broken chunk size',
      'POST /Recipe-generator/api/recipe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
  ])('%s is 400 invalid_request', async (_name, bytes) => {
    expectRefusal(await exchange(bytes), 400, 'invalid_request');
  });

  it('a parser error after a complete answer on the same connection gets its own answer', async () => {
    const connection = await openRaw(server.origin);
    connection.send('GET /Recipe-generator/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await connection.waitFor('"status":"ok"');
    const first = connection.received().length;
    connection.send('G@T / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expectRefusal((await connection.closed).slice(first), 400, 'invalid_request');
  });
});
