/**
 * The bounds of the server itself, as docs/security.md, docs/api.md and docs/operations.md state
 * them, on the real app: a body of 64 KB is read and one of a byte more refused
 * `413 payload_too_large`; headers of just under 16 KB are read and of 16 KB refused
 * `431 headers_too_large`; a request has 10 s to arrive and running recipes 10 s to finish at
 * shutdown (both waited out for real in slow-body.test.ts and shutdown.test.ts). The numbers and
 * messages are written out here, never read from the code.
 */
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../../src/server/serve.js';
import { openRaw, parseRawResponse } from '../support/raw-http.js';
import { useTestServer } from '../support/server-per-test.js';

const server = useTestServer();
const KB = 1024;

/** Two ingredients (a refusal of its own) padded with JSON whitespace to exactly `bytes`. */
function bodyOf(bytes: number): string {
  const json = JSON.stringify({ ingredients: ['milk', 'eggs'] });
  return json + ' '.repeat(bytes - json.length);
}

async function post(body: string) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/Recipe-generator/api/recipe',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  return { status: answer.statusCode, body: answer.json<unknown>() };
}

/** The status of a GET whose URL, header names and values (what Node counts) are `bytes` long. */
async function statusWithHeaderBytes(bytes: number): Promise<number> {
  const url = '/Recipe-generator/api/health';
  const counted = url.length + 'Host'.length + '127.0.0.1'.length + 'X-Pad'.length;
  const connection = await openRaw(server.origin);
  connection.send(
    `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${'a'.repeat(bytes - counted)}\r\n\r\n`,
  );
  const received = await connection.waitFor(/\r\n\r\n/);
  connection.socket.destroy();
  return parseRawResponse(received).status;
}

describe('the server bounds', () => {
  it('reads a body of 64 KB and refuses one of 64 KB and a byte as 413 payload_too_large', async () => {
    // Read and judged on what it holds.
    expect(await post(bodyOf(64 * KB))).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid_ingredients',
          message: 'Add at least 3 ingredients to get a recipe.',
        },
      },
    });
    expect(await post(bodyOf(64 * KB + 1))).toEqual({
      status: 413,
      body: {
        error: {
          code: 'payload_too_large',
          message: 'That list is too long. Remove some ingredients and try again.',
        },
      },
    });
  });

  it('gives a request 10 s to arrive, and running recipes 10 s to finish at shutdown', () => {
    expect(server.app.server.requestTimeout).toBe(10_000);
    expect(SHUTDOWN_GRACE_MS).toBe(10_000);
  });

  it('reads headers of 16 KB less a byte and refuses 16 KB as 431 headers_too_large', async () => {
    expect(await statusWithHeaderBytes(16 * KB - 1)).toBe(200);
    expect(await statusWithHeaderBytes(16 * KB)).toBe(431);
  });
});
