/**
 * Closing without dropping recipes: once `app.close()` starts (SIGTERM), the listener stops
 * accepting connections; a request that still arrives on a kept-alive connection gets `503 busy`
 * in the JSON shape with `Connection: close`; and every connection is closed as soon as its last
 * answer is sent, so the close ends when the running recipes do, not at the keep-alive timeout.
 * Browsers also open sockets in advance that may never carry a request; Node counts those as
 * active until its headers timeout, so they are destroyed when the close starts.
 * A route marked `answersWhileDraining` (the health check) answers for itself meanwhile.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sendRefusal } from './refusals.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers during shutdown too (with `Connection: close`) instead of `503 busy`. */
    answersWhileDraining?: boolean;
  }
}

export interface Drain {
  /** True from the start of `app.close()`: running recipes finish, nothing new starts. */
  readonly draining: boolean;
}

export function gracefulClose(app: FastifyInstance): Drain {
  let closing = false;
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of unused) socket.destroy();
  });
  app.addHook('onRequest', async (request, reply) => {
    unused.delete(request.raw.socket);
    if (!closing) return;
    reply.header('connection', 'close');
    if (request.routeOptions.config.answersWhileDraining) return;
    return sendRefusal(reply, 'busy');
  });
  app.addHook('onResponse', async () => {
    // Node closes only the connections idle when close() starts; this one just became idle.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
  return {
    get draining() {
      return closing;
    },
  };
}
