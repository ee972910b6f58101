/**
 * Security headers for every answer: a strict Content Security Policy that fits the Vite build
 * (module scripts and stylesheets from this origin, no inline script), no framing, no sniffing,
 * no referrer. No `upgrade-insecure-requests`, so plain http and localhost keep working.
 * `SECURITY_HEADERS` is the one place for these values: routed answers get them from a hook here
 * (helmet adds its other headers), and answers written before routing (parser errors) from
 * `refusals.ts`.
 */
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
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
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join(';'),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
}

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    xContentTypeOptions: false,
    frameguard: false,
    referrerPolicy: false,
  });
  // On the raw answer, like helmet: an error answer keeps them.
  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply.raw);
    done();
  });
}
