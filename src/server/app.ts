/** Builds the Fastify app without listening: tests inject into it, main.ts serves it. */
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { activeModels, type Config } from './config.js';
import { findProjectRoot } from './project-paths.js';
import { gracefulClose } from './http/graceful-close.js';
import { nextTurn } from './http/event-loop-turns.js';
import { strictJsonBody } from './http/json-body.js';
import type { LimitsStatus } from './limits/limits-status.js';
import { serveMetrics } from './telemetry/metrics-server.js';
import { createRecipeMetrics } from './telemetry/metrics.js';
import { createModelChain, type ModelChain, type ModelChainOptions } from './writer/model-chain.js';
import {
  answerClientError,
  answerFrameworkError,
  answerRefusals,
  refuseMissingHost,
} from './http/refusals.js';
import type { LocalProvider, LocalProviderOptions } from './providers/local/local-provider.js';
import type { RecipeProvider } from './providers/recipe-provider.js';
import { isLocalProvider, selectProvider } from './providers/select-provider.js';
import { createLimits, type Limits, type LimitsOptions } from './limits/limits.js';
import { createRecipeTelemetry, type RecipeTelemetry } from './telemetry/recipe-telemetry.js';
import { healthRoute } from './routes/health-route.js';
import { recipeRoute } from './routes/recipe-route.js';
import { staticRoute } from './routes/static-route.js';
import { securityHeaders } from './http/security-headers.js';
import { loadAllWordLists } from '../recipe/wishes/languages/registry.js';

export const BASE_PATH = '/Recipe-generator';
/**
 * Room for a revision: a recipe of 8,000 characters is up to 24 KB of UTF-8 (plus JSON escapes),
 * beside 30 ingredients, 10 things to avoid and the change.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** A request (headers and body) not complete within this long is cut off with 408. */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Set by `npm run demo` only: the health answer then says `"demo": true`. */
  demo?: boolean;
  /** REQUEST_TIMEOUT_MS unless a test needs a shorter one. */
  requestTimeoutMs?: number;
  /** The shared store's status and the day's remaining recipes, for health and metrics. */
  limitsStatus?: LimitsStatus;
  /** Options of the recipe limits (a clock for tests). */
  limits?: LimitsOptions;
  /** Options of the memory of unavailable models (a clock for tests). */
  modelChain?: ModelChainOptions;
  /** Options of the local model (retry delays, progress output) for tests and the bench. */
  local?: Partial<LocalProviderOptions>;
}

/** The metrics (served on METRICS_PORT when set) and each recipe's telemetry. */
function startTelemetry(
  app: FastifyInstance,
  config: Config,
  parts: {
    limits: Limits;
    limitsStatus: LimitsStatus;
    chain: ModelChain;
    provider: RecipeProvider;
    local: LocalProvider | undefined;
  },
): RecipeTelemetry {
  const { limits, limitsStatus, chain, provider, local } = parts;
  const metrics = createRecipeMetrics({
    processMetrics: config.metricsPort !== undefined,
    limitsStatus,
    models: chain.models,
    leasesLost: () => limits.leasesLost(),
    ...(local ? { waitingLine: local.line } : {}),
    onCollectError: (error, metric) => app.log.warn({ err: error, metric }, 'metric unavailable'),
  });
  app.addHook('onClose', async () => metrics.close());
  const metricsPort = config.metricsPort;
  serveMetrics(
    app,
    metrics.registry,
    metricsPort === undefined ? undefined : { host: config.host, port: metricsPort },
  );
  return createRecipeTelemetry(metrics, provider.name);
}

const RECIPE_PATH = `${BASE_PATH}/api/recipe`;

/** `POST api/recipe`, by the raw request line (Fastify asks before routing too). */
function isRecipeRequest(method: string, url: string): boolean {
  return method === 'POST' && (url === RECIPE_PATH || url.startsWith(`${RECIPE_PATH}?`));
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  // The wishes check reads a recipe in its language: every language's words, loaded once.
  await loadAllWordLists();
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    // A recipe request has one log line, written when it ends (telemetry/recipe-telemetry.ts),
    // not Fastify's two more: a burst of refused recipes writes one line per refusal.
    disableRequestLogging: (request) => isRecipeRequest(request.method, request.url),
    bodyLimit: BODY_LIMIT_BYTES,
    // Ends idle keep-alive sockets promptly at shutdown.
    forceCloseConnections: 'idle',
    // gracefulClose answers requests during shutdown, in our JSON shape.
    return503OnClosing: false,
    // Behind a reverse proxy, the client is named by X-Forwarded-For (for the rate limit).
    // Trusting the first N hops is what proxy-addr does for a number; Fastify types only a function.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // Refusals before routing, in our JSON shape with the security headers.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Only until the request has fully arrived: a recipe streaming for longer is not cut.
    requestTimeout,
    http: {
      requireHostHeader: false,
      requestTimeout,
      // Node looks for expired requests this often (30 s by default): the cutoff stays close.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeout / 10)),
    },
  });
  // The first hook of all, before the security headers are set: a burst of recipe requests
  // arrives in one poll of the event loop, and each of them waits there for a turn of its own
  // (http/event-loop-turns.ts), so that api/health is answered between two of them.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isRecipeRequest(request.method, request.url)) void nextTurn().then(() => done());
    else done();
  });
  strictJsonBody(app);

  answerRefusals(app);

  await securityHeaders(app);
  refuseMissingHost(app);
  const drain = gracefulClose(app);

  const limits = await createLimits(app, config, options.limits);
  app.addHook('onClose', () => limits.close());
  const limitsStatus = options.limitsStatus ?? limits;

  const chain = createModelChain(activeModels(config), options.modelChain);
  const provider = await selectProvider(config, { log: app.log, ...options.local });
  // The server listens at once; the local model is fetched and loaded in the background.
  app.addHook('onListen', async () => provider.start?.());
  app.addHook('onClose', async () => provider.close?.());
  const local = isLocalProvider(provider) ? provider : undefined;
  const telemetry = startTelemetry(app, config, { limits, limitsStatus, chain, provider, local });

  const clientDir = join(findProjectRoot(), 'dist', 'client');

  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  app.get(BASE_PATH, (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  await app.register(
    async (scope) => {
      healthRoute(scope, {
        config,
        demo: options.demo,
        drain,
        limitsStatus,
        modelInUse: chain.modelInUse,
        local,
      });
      recipeRoute(scope, { config, provider, chain, limits, telemetry });
      await staticRoute(scope, clientDir);
    },
    { prefix: BASE_PATH },
  );
  return app;
}
