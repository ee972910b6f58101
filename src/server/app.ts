/** Builds the Fastify app without listening: tests inject into it, main.ts serves it. */
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { RECIPE_ERRORS, type RecipeErrorCode } from '../recipe/recipe-errors.js';
import type { Config } from './config.js';
import { findProjectRoot } from './project-paths.js';
import { gracefulClose } from './graceful-close.js';
import { strictJsonBody } from './json-body.js';
import type { LimitsStatus } from './limits-status.js';
import { serveMetrics } from './metrics-server.js';
import { createRecipeMetrics } from './metrics.js';
import { createProvider, type RecipeProvider } from './provider.js';
import { createLimits, type Limits, type LimitsOptions } from './limits/limits.js';
import { RecipeRefusal, recipeErrorBody } from './recipe-error.js';
import { createRecipeTelemetry } from './recipe-telemetry.js';
import { healthRoute } from './routes/health-route.js';
import { recipeRoute } from './routes/recipe-route.js';
import { staticRoute } from './routes/static-route.js';
import { securityHeaders } from './security-headers.js';

export const BASE_PATH = '/Recipe-generator';
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The Vite build; defaults to dist/client of this project. */
  clientDir?: string;
  provider?: RecipeProvider;
  /** Set by `npm run demo` only: the health answer then says `"demo": true`. */
  demo?: boolean;
  /** The shared store's status and the day's remaining recipes, for health and metrics. */
  limitsStatus?: LimitsStatus;
  /** Options of the recipe limits (a clock for tests). */
  limits?: LimitsOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The recipe limits: admission, what is left today, the shared store's state. */
    limits: Limits;
  }
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Ends idle keep-alive sockets promptly at shutdown.
    forceCloseConnections: 'idle',
    // gracefulClose answers requests during shutdown, in our JSON shape.
    return503OnClosing: false,
    // Behind a reverse proxy, the client is named by X-Forwarded-For (for the rate limit).
    // Trusting the first N hops is what proxy-addr does for a number; Fastify types only a function.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A URL Fastify cannot decode, answered in our JSON shape rather than Fastify's.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.code(400).send(recipeErrorBody('invalid_request')),
  });
  strictJsonBody(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RecipeRefusal) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(error.statusCode).send(recipeErrorBody(error.code, error.visitorMessage));
    }
    const code = errorCodeFor(error);
    if (RECIPE_ERRORS[code].status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(RECIPE_ERRORS[code].status).send(recipeErrorBody(code));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: `Nothing at ${request.url}.` } }),
  );

  await securityHeaders(app);
  const drain = gracefulClose(app);

  const limits = await createLimits(app, config, options.limits);
  app.decorate('limits', limits);
  app.addHook('onClose', () => limits.close());
  const limitsStatus = options.limitsStatus ?? limits;

  const metrics = createRecipeMetrics({
    processMetrics: config.metricsPort !== undefined,
    limitsStatus,
    onCollectError: (error, metric) => app.log.warn({ err: error, metric }, 'metric unavailable'),
  });
  const telemetry = createRecipeTelemetry(metrics, config.endpointUrl ? 'openai' : 'huggingface');
  const metricsPort = config.metricsPort;
  serveMetrics(
    app,
    metrics.registry,
    metricsPort === undefined ? undefined : { host: config.host, port: metricsPort },
  );

  const provider = options.provider ?? createProvider(config);
  const clientDir = options.clientDir ?? join(findProjectRoot(), 'dist', 'client');

  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  app.get(BASE_PATH, (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  await app.register(
    async (scope) => {
      healthRoute(scope, { config, demo: options.demo, drain, limitsStatus });
      recipeRoute(scope, { config, provider, limits, telemetry });
      await staticRoute(scope, clientDir);
    },
    { prefix: BASE_PATH },
  );
  return app;
}

function errorCodeFor(error: FastifyError): RecipeErrorCode {
  switch (error.statusCode) {
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? 'invalid_request'
        : 'provider_error';
  }
}
