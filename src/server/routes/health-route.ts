import type { FastifyInstance } from 'fastify';
import { isConfigured, type Config } from '../config.js';

/** `demo` is true only under `npm run demo`, which serves sample recipes; the page then says so. */
export function healthRoute(app: FastifyInstance, config: Config, demo = false): void {
  app.get('/api/health', async () => ({
    status: 'ok',
    configured: isConfigured(config),
    model: config.models[0],
    ...(demo ? { demo: true } : {}),
  }));
}
