/**
 * A Hugging Face hub on loopback, serving one model file the way the real one does: the resolve URL
 * answers 302 with X-Linked-Etag (the quoted sha256) and X-Linked-Size, and the "CDN" it points to
 * serves the bytes, with Range. It can throttle, cut a transfer, answer 404 or serve wrong bytes,
 * and records every request with its Range header.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HubRequest {
  path: string;
  range: string | undefined;
}

export interface HubBehaviour {
  /** Bytes per second the CDN sends at most (in 16 KB pieces); unset: as fast as it can. */
  bytesPerSecond?: number;
  /** Close the connection once this many bytes of the file have been sent (once). */
  cutAtByte?: number;
  /** The resolve URL answers 404. */
  notFound?: boolean;
  /** The CDN sends other bytes than the checksum the hub announces. */
  wrongBytes?: boolean;
  /** The size the hub announces (X-Linked-Size) instead of the file's, e.g. more than any disk. */
  claimedSize?: number;
}

export interface FakeHub {
  /** The HF_ENDPOINT to give the server. */
  endpoint: string;
  /** LOCAL_MODEL for the served file: hf:<owner>/<repo>/<file>. */
  reference: string;
  sha256: string;
  size: number;
  requests: HubRequest[];
  behaviour: HubBehaviour;
  /** Resolves once the transfer was cut (when cutAtByte is set). */
  cut: Promise<number>;
  close(): Promise<void>;
}

const OWNER = 'test-owner';
const REPO = 'tiny-GGUF';
const PIECE = 16 * 1024;

export async function startFakeHub(
  modelFile: string,
  behaviour: HubBehaviour = {},
): Promise<FakeHub> {
  const bytes = await readFile(modelFile);
  const fileName = 'tiny-model.gguf';
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const requests: HubRequest[] = [];
  let markCut: (at: number) => void = () => undefined;
  const cut = new Promise<number>((resolve) => (markCut = resolve));

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://hub').pathname;
    requests.push({ path, range: request.headers.range });
    if (path === `/${OWNER}/${REPO}/resolve/main/${fileName}`) {
      if (behaviour.notFound) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Entry not found');
        return;
      }
      response
        .writeHead(302, {
          location: `/cdn/${sha256}`,
          'x-linked-etag': `"${sha256}"`,
          'x-linked-size': String(behaviour.claimedSize ?? bytes.length),
        })
        .end();
      return;
    }
    if (path === `/cdn/${sha256}`) {
      const body = behaviour.wrongBytes ? Buffer.from(bytes).fill(7, 4) : bytes;
      const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      if (start >= body.length) {
        response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      response.writeHead(range ? 206 : 200, {
        'content-type': 'application/octet-stream',
        'content-length': String(body.length - start),
        ...(range ? { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` } : {}),
      });
      void send(response, body, start);
      return;
    }
    response.writeHead(404).end();
  });

  async function send(response: ServerResponse, body: Buffer, start: number): Promise<void> {
    let at = start;
    while (at < body.length && !response.destroyed) {
      let end = Math.min(body.length, at + PIECE);
      const cutAt = behaviour.cutAtByte;
      if (cutAt !== undefined && at < cutAt && end >= cutAt) {
        end = cutAt;
        response.write(body.subarray(at, end), () => {
          delete behaviour.cutAtByte;
          markCut(cutAt);
          // Closed after the bytes written (FIN): a reset could drop some the client had not
          // read yet, and the transfer would then resume before the cut point.
          response.socket?.end();
        });
        return;
      }
      const written = response.write(body.subarray(at, end));
      at = end;
      if (behaviour.bytesPerSecond !== undefined) {
        await new Promise((resolve) =>
          setTimeout(resolve, (PIECE / behaviour.bytesPerSecond!) * 1000),
        );
      } else if (!written) {
        await new Promise((resolve) => response.once('drain', resolve));
      }
    }
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    reference: `hf:${OWNER}/${REPO}/${fileName}`,
    sha256,
    size: bytes.length,
    requests,
    behaviour,
    cut,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
