/**
 * The second listener (METRICS_PORT): Prometheus text at `/metrics`, on the same HOST as the app
 * and nothing else. It opens when the app gets ready (so a port in use stops the start) and
 * closes with the app. None of it is on the public port.
 */
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where `/metrics` is served once the app is ready; null when METRICS_PORT is unset. */
    readonly metricsAddress: AddressInfo | null;
  }
}

export function serveMetrics(
  app: FastifyInstance,
  registry: Registry,
  where: { host: string; port: number } | undefined,
): void {
  if (!where) {
    app.decorate('metricsAddress', { getter: () => null });
    return;
  }
  // A scrape is one small request: nothing may hold the listener open for long.
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') return answer(response, 404, 'Not found: metrics are at /metrics.\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return answer(response, 405, 'Only GET and HEAD.\n');
    }
    registry.metrics().then(
      (text) => answer(response, 200, text, registry.contentType),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        answer(response, 500, 'The metrics could not be collected; see the server log.\n');
      },
    );
  });
  server.headersTimeout = 5_000;
  server.requestTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  server.maxHeadersCount = 50;

  app.decorate('metricsAddress', {
    getter: () => (server.listening ? (server.address() as AddressInfo) : null),
  });
  app.addHook('onReady', async () => {
    server.listen(where.port, where.host);
    await once(server, 'listening');
    const { address, port } = server.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    app.log.info(`metrics at http://${host}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    server.closeAllConnections();
    await closed;
  });
}

function answer(response: ServerResponse, status: number, body: string, type?: string): void {
  response.writeHead(status, {
    'content-type': type ?? 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  response.end(body);
}
