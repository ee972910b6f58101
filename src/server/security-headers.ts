/**
 * Security headers for every answer: a strict Content Security Policy that fits the Vite build
 * (module scripts and stylesheets from this origin, no inline script), no framing, no sniffing,
 * no referrer. No `upgrade-insecure-requests`, so plain http and localhost keep working.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Inline styles stay allowed: markdown cannot produce them, and a prerendered page may inline CSS.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': null,
};

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
}
