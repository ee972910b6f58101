import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED_ASSET = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/;

/**
 * The Vite build: hashed bundles cached for a year, the page revalidated on every visit, and the
 * .br/.gz files written by the build sent as they are to clients that accept them.
 */
export async function staticRoute(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, servedPath) {
      // With preCompressed, this is the path of the .br or .gz file actually sent.
      const path = servedPath.replace(/\.(br|gz)$/, '');
      if (HASHED_ASSET.test(path)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (path.endsWith('.html')) {
        reply.header('cache-control', 'no-cache');
      } else {
        reply.header('cache-control', 'public, max-age=3600');
      }
    },
  });
}
