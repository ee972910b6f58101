/**
 * Closing without dropping recipes: once `app.close()` starts (SIGTERM), the listener stops
 * accepting connections; a request that still arrives on a kept-alive connection gets `503 busy`
 * in the JSON shape with `Connection: close`; and every connection is closed as soon as its last
 * answer is sent, so the close ends when the running recipes do, not at the keep-alive timeout.
 */
import type { FastifyInstance } from 'fastify';
import { recipeErrorBody } from './recipe-error.js';

export function gracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.code(503).header('connection', 'close').send(recipeErrorBody('busy'));
  });
  app.addHook('onResponse', async () => {
    // Node closes only the connections idle when close() starts; this one just became idle.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
