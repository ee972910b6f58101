import type { FastifyInstance } from 'fastify';
import { isConfigured, type Config } from '../config.js';

export function healthRoute(app: FastifyInstance, config: Config): void {
  app.get('/api/health', async () => ({
    status: 'ok',
    configured: isConfigured(config),
    model: config.models[0],
  }));
}
