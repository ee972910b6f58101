/**
 * The per-client rate limit of `POST api/recipe`. Registered once with `global: false`; the route
 * opts in with `recipeRateLimit(config)`. A refusal is thrown as a 429 error, which the app's
 * error handler answers as `rate_limited` in the JSON shape, with `Retry-After` in seconds.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

export const RATE_LIMIT_WINDOW_MS = 60_000;

export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`rate limited; retry after ${retryAfterSeconds} s`);
    this.name = 'RateLimited';
  }
}

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new RateLimited(Math.ceil(context.ttl / 1000)),
    onExceeded: (request) => request.log.warn('rate limit reached'),
  });
}

export function recipeRateLimit(config: Config) {
  return { max: config.rateLimitPerMinute, timeWindow: RATE_LIMIT_WINDOW_MS };
}
