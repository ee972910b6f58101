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
  return normalizeIP(withoutPort(request.ip || 'gone'), IPV6_NETWORK_BITS);
}

// Bounded quantifiers only: X-Forwarded-For is request data.
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([0-9a-fA-F:.]{2,45})\](?::\d{1,5})?$/;

/**
 * Some proxies write an X-Forwarded-For entry as `ip:port` or `[v6]:port`: each port would be a
 * new client. The address alone names the client.
 */
export function withoutPort(address: string): string {
  return IPV4_WITH_PORT.exec(address)?.[1] ?? BRACKETED_IPV6.exec(address)?.[1] ?? address;
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
