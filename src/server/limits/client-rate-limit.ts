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
import { boundedLocalStore, LOCAL_STORE_CAPACITY, StoreFull } from './bounded-local-store.js';
import { DAY_MS } from './utc-day.js';

export const MINUTE_MS = 60_000;
const IPV6_NETWORK_BITS = 64;

export type ClientLimitWindow = 'minute' | 'day';

export interface ClientLimitResult {
  /** The window whose count is used up, if any. */
  exceeded?: ClientLimitWindow;
  retryAfterSeconds?: number;
  /** In the process only: the store is full and this client is new to it (not counted). */
  storeFull?: true;
}

export interface ClientRateLimit {
  /** Counts one request against the minute, then (if that allows it) the day. */
  count(request: FastifyRequest): Promise<ClientLimitResult>;
  /** Seconds until this client may send again when its refusal budget is used up, else null. */
  refusalsExceeded(request: FastifyRequest): Promise<number | null>;
  /** Counts one refused request against the client's refusal budget. */
  countRefusal(request: FastifyRequest): Promise<void>;
}

export interface ClientLimitOptions {
  perMinute: number;
  perDay: number;
  refusalsPerMinute: number;
  /** Live counts per window of the in-process store (tests make it small). */
  localStoreCapacity?: number;
}

/** Each request's client, worked out once: the budget, the windows and the provider all ask. */
const clientKeys = new WeakMap<FastifyRequest, string>();

export function clientKey(request: FastifyRequest): string {
  let key = clientKeys.get(request);
  if (key === undefined) {
    // No address once the socket has gone: such a request is answered by nobody anyway.
    key = normalizeIP(withoutPort(request.ip || 'gone'), IPV6_NETWORK_BITS);
    clientKeys.set(request, key);
  }
  return key;
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
  limits: ClientLimitOptions,
  redis: Redis | undefined,
): Promise<ClientRateLimit> {
  await app.register(rateLimit, {
    global: false,
    // Closed on a store failure: the error reaches the admission, which refuses `unavailable`.
    skipOnError: false,
    ...(redis
      ? { redis, nameSpace: 'recipe-generator:rate:' }
      : { store: boundedLocalStore(limits.localStoreCapacity ?? LOCAL_STORE_CAPACITY) }),
  });
  // The windows share one store; the window's name in the key keeps their counts apart.
  const limiter = (window: ClientLimitWindow | 'refusals', max: number, timeWindow: number) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${window}:${clientKey(request)}`,
    });
  const windows = [
    ['minute', limiter('minute', limits.perMinute, MINUTE_MS)],
    ['day', limiter('day', limits.perDay, DAY_MS)],
  ] as const;
  const refusals = limiter('refusals', limits.refusalsPerMinute, MINUTE_MS);

  return {
    async count(request) {
      for (const [window, limit] of windows) {
        let result;
        try {
          result = await limit(request);
        } catch (error) {
          if (error instanceof StoreFull) return { storeFull: true };
          throw error;
        }
        if (!result.isAllowed && result.isExceeded) {
          return { exceeded: window, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
        }
      }
      return {};
    },
    async refusalsExceeded(request) {
      const result = await refusals(request, { increment: false });
      if (result.isAllowed || result.remaining > 0) return null;
      return Math.max(1, result.ttlInSeconds);
    },
    async countRefusal(request) {
      try {
        await refusals(request);
      } catch (error) {
        // A full store does not count a new client's refusal; its recipes are refused anyway.
        if (!(error instanceof StoreFull)) throw error;
      }
    },
  };
}
