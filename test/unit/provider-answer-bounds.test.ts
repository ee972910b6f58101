/**
 * The bounds on what a provider sends back, as docs/security.md states them, each at its edge
 * through the real bounded fetch over loopback: an error body of 64 KB is read and one of a byte
 * more dropped, an SSE line of 256 KB passes and one of a byte more ends the answer, and so does a
 * byte past a whole answer of 1 MB. The numbers are written out here, never read from the code.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedFetch } from '../../src/server/providers/huggingface/bounded-fetch.js';

const KB = 1024;
let server: Server;
let base: string;

/** `/error/N`: a 500 with N bytes of body; `/line/N`: one SSE line of N bytes; `/answer/N`: N bytes of short lines. */
function answer(path: string): { status: number; body: string } {
  const [, kind, size] = path.split('/');
  const bytes = Number(size);
  if (kind === 'error') return { status: 500, body: 'e'.repeat(bytes) };
  if (kind === 'line') return { status: 200, body: `data: ${'x'.repeat(bytes - 6)}\n` };
  const line = `data: ${'y'.repeat(1017)}\n`; // 1 KB with its line feed
  const whole = line.repeat(Math.floor(bytes / KB));
  return { status: 200, body: whole + 'z'.repeat(bytes - whole.length) };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body } = answer(request.url ?? '/');
    response.writeHead(status, { 'content-type': 'text/event-stream' });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  // fetch keeps its connections alive: they would hold the close for seconds.
  server.closeAllConnections();
  await once(server, 'close');
});

/** The body as the provider client would read it: its text, or why reading it was refused. */
async function read(path: string): Promise<{ status: number; text?: string; refused?: string }> {
  const response = await boundedFetch(`${base}${path}`);
  try {
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: response.status, refused: (error as Error).message };
  }
}

describe('a provider answer, at its documented bounds', () => {
  it('reads an error body of 64 KB and drops one of 64 KB and a byte', async () => {
    expect(await read(`/error/${64 * KB}`)).toEqual({ status: 500, text: 'e'.repeat(64 * KB) });
    expect(await read(`/error/${64 * KB + 1}`)).toEqual({ status: 500, text: '' });
  });

  it('passes an SSE line of 256 KB and ends the answer at one of 256 KB and a byte', async () => {
    expect((await read(`/line/${256 * KB}`)).text).toHaveLength(256 * KB + 1);
    expect(await read(`/line/${256 * KB + 1}`)).toEqual({
      status: 200,
      refused: 'an SSE line over 256 KB',
    });
  });

  it('passes a whole answer of 1 MB and ends one of 1 MB and a byte', async () => {
    expect((await read(`/answer/${1024 * KB}`)).text).toHaveLength(1024 * KB);
    expect(await read(`/answer/${1024 * KB + 1}`)).toEqual({
      status: 200,
      refused: 'an answer over 1 MB',
    });
  });
});
