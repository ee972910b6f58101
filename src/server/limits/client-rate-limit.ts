/**
 * Per-client limits (`RATE_LIMIT_PER_MINUTE`, `RATE_LIMIT_PER_DAY`) through `@fastify/rate-limit`,
 * called by the admission rather than as a hook, so only well-formed recipe requests are counted.
 * A client is its IPv4 address, or its IPv6 /64 network (one household or server usually holds a
 * whole /64); an IPv4-mapped IPv6 address counts as the IPv4 one. Behind `TRUST_PROXY` hops the
 * address is the one X-Forwarded-For names (Fastify's `request.ip`).
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { DAY_MS } from './utc-day.js';

export const MINUTE_MS = 60_000;
const IPV6_NETWORK_BITS = 64;

export type ClientLimitWindow = 'minute' | 'day';

export interface ClientLimitResult {
  /** The window whose count is used up, if any. */
  exceeded?: ClientLimitWindow;
  retryAfterSeconds?: number;
}

export interface ClientRateLimit {
  /** Counts one request against the minute, then (if that allows it) the day. */
  count(request: FastifyRequest): Promise<ClientLimitResult>;
}

export function clientKey(request: FastifyRequest): string {
  // No address once the socket has gone: such a request is answered by nobody anyway.
  return normalizeIP(request.ip || 'gone', IPV6_NETWORK_BITS);
}

export async function createClientRateLimit(
  app: FastifyInstance,
  limits: { perMinute: number; perDay: number },
  redis: Redis | undefined,
): Promise<ClientRateLimit> {
  await app.register(rateLimit, {
    global: false,
    // Closed on a store failure: the error reaches the admission, which refuses `unavailable`.
    skipOnError: false,
    ...(redis ? { redis, nameSpace: 'recipe-generator:rate:' } : {}),
  });
  // Both windows share one store; the window's name in the key keeps their counts apart.
  const limiter = (window: ClientLimitWindow, max: number, timeWindow: number) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${window}:${clientKey(request)}`,
    });
  const windows = [
    ['minute', limiter('minute', limits.perMinute, MINUTE_MS)],
    ['day', limiter('day', limits.perDay, DAY_MS)],
  ] as const;

  return {
    async count(request) {
      for (const [window, limit] of windows) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          return { exceeded: window, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
        }
      }
      return {};
    },
  };
}
