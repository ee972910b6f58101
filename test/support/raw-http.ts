/**
 * HTTP over a raw TCP socket (`node:net`), for what `fetch` would hide or refuse to send:
 * pipelining, trickled bodies, malformed request lines and headers.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  send(data: string | Buffer): void;
  /** Everything received so far, decoded as latin1 (one character a byte). */
  received(): string;
  /** Resolves with everything received once it matches; rejects if the connection closes first. */
  waitFor(pattern: string | RegExp): Promise<string>;
  /** Resolves with everything received once the connection is closed (by either side). */
  closed: Promise<string>;
}

export async function openRaw(origin: string): Promise<RawConnection> {
  const { hostname, port } = new URL(origin);
  const socket = connect({ host: hostname, port: Number(port) });
  await once(socket, 'connect');
  let text = '';
  const checks = new Set<() => void>();
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    for (const check of checks) check();
  });
  const closed = new Promise<string>((resolve) => {
    // A reset by the server is one way of closing; the test judges what was received.
    socket.on('error', () => undefined);
    socket.once('close', () => {
      for (const check of checks) check();
      resolve(text);
    });
  });
  return {
    socket,
    send: (data) => void socket.write(data),
    received: () => text,
    waitFor(pattern) {
      const matches = () =>
        typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (matches()) {
            checks.delete(check);
            resolve(text);
          } else if (socket.destroyed) {
            checks.delete(check);
            reject(new Error(`connection closed before ${String(pattern)}; received:\n${text}`));
          }
        };
        checks.add(check);
        check();
      });
    },
    closed,
  };
}

/** One `POST api/recipe` as it goes on the wire, with the right Content-Length. */
export function rawRecipePost(body: unknown, extraHeaders = ''): string {
  const json = JSON.stringify(body);
  return (
    'POST /Recipe-generator/api/recipe HTTP/1.1\r\n' +
    'Host: 127.0.0.1\r\n' +
    'Content-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(json)}\r\n` +
    extraHeaders +
    '\r\n' +
    json
  );
}

export interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Parses the first response of a received text (Content-Length bodies only). */
export function parseRawResponse(text: string): RawResponse {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) throw new Error(`no complete response head in:\n${text}`);
  const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const length = Number(headers.get('content-length') ?? 0);
  return { status, headers, body: text.slice(headEnd + 4, headEnd + 4 + length) };
}
