import { once } from 'node:events';
import {
  createServer,
  request,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Viewport } from './engine-driver.js';

export interface FramingProxy {
  /** A page of this proxy's origin that shows `path` in an iframe of the given size. */
  hostPageUrl(path: string, viewport: Viewport): string;
  close(): Promise<void>;
}

const HOST_PAGE = '/__frame-host';
const PRELOAD = '/__e2e-preload.js';

/**
 * A loopback pass-through to the app that removes only what forbids framing (X-Frame-Options
 * and CSP `frame-ancestors`), and serves a same-origin host page with the app in an iframe. It
 * lets a window that cannot be narrower than 447 px lay the app out at a phone's width, in a
 * real viewport with real media queries; the app itself is unchanged and keeps denying framing.
 */
/**
 * With `preload`, the proxy also serves that script at its own origin and puts a script element
 * for it first in every HTML page's head, so it runs before the app's scripts at each load (the
 * page's `script-src 'self'` admits it: it comes from the page's origin). That is how a test puts
 * a clock or a recorder into WebKit, whose driver has no preload scripts.
 */
export async function startFramingProxy(target: string, preload?: string): Promise<FramingProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (url.pathname === HOST_PAGE) return serveHostPage(url, res);
    if (preload !== undefined && url.pathname === PRELOAD) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return res.end(preload);
    }
    forward(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function forward(req: IncomingMessage, res: ServerResponse) {
    const headers = { ...req.headers, host: upstream.host };
    if (preload !== undefined) {
      // A page the proxy edits must come uncompressed, and whole rather than as a 304.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers['x-frame-options'];
        const policy = headers['content-security-policy'];
        if (typeof policy === 'string') {
          headers['content-security-policy'] = policy
            .split(';')
            .filter((directive) => !/^\s*frame-ancestors\b/.test(directive))
            .join(';');
        }
        if (preload !== undefined && /^text\/html/.test(String(headers['content-type']))) {
          return withPreload(answer, headers, res);
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', (error) => res.destroy(error));
    // The visitor hung up (Stop, navigation): hang up on the app too, as a browser would.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  }

  function withPreload(answer: IncomingMessage, headers: OutgoingHttpHeaders, res: ServerResponse) {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const page = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/<head[^>]*>/i, (head) => `${head}<script src="${PRELOAD}"></script>`);
      delete headers['content-length'];
      delete headers['etag'];
      res.writeHead(answer.statusCode ?? 502, headers);
      res.end(page);
    });
  }

  function serveHostPage(url: URL, res: ServerResponse) {
    const src = url.searchParams.get('src') ?? '/';
    const width = Number(url.searchParams.get('width'));
    const height = Number(url.searchParams.get('height'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>frame host</title>` +
        `<style>html,body{margin:0}iframe{display:block;border:0}</style></head><body>` +
        `<iframe src="${encodeURI(src)}" width="${width}" height="${height}" title="app"></iframe>` +
        `</body></html>`,
    );
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hostPageUrl(path, { width, height }) {
      const query = new URLSearchParams({
        src: path,
        width: String(width),
        height: String(height),
      });
      return `${origin}${HOST_PAGE}?${query}`;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
