import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { parseRecipeRequest } from '../../recipe/recipe-request.js';
import { RECIPE_ERRORS } from '../../recipe/recipe-errors.js';
import type { ConcurrencyLimit } from '../concurrency-limit.js';
import { isConfigured, type Config } from '../config.js';
import { ProviderFailure, type RecipeProvider } from '../provider.js';
import { recipeRateLimit } from '../rate-limit.js';
import { recipeErrorBody } from '../recipe-error.js';
import type { RecipeTelemetry } from '../recipe-telemetry.js';
import { startRecipe } from '../recipe-writer.js';

export interface RecipeRouteOptions {
  config: Config;
  provider: RecipeProvider;
  /** Recipes being written at once, across all clients. */
  limit: ConcurrencyLimit;
  /** Metrics and the log line of each recipe. */
  telemetry: RecipeTelemetry;
}

export function recipeRoute(app: FastifyInstance, options: RecipeRouteOptions): void {
  const { config, provider, limit, telemetry } = options;

  const routeOptions = {
    config: { rateLimit: recipeRateLimit(config) },
    onSend: telemetry.countRefusal,
  };
  app.post('/api/recipe', routeOptions, async (request, reply) => {
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) return reply.code(400).send(recipeErrorBody(parsed.code, parsed.message));
    if (!isConfigured(config)) {
      return reply.code(503).send(recipeErrorBody('not_configured'));
    }
    // A visitor who left while the body was read would never free a slot: nothing to write.
    if (reply.raw.destroyed) return reply;
    const release = limit.tryAcquire();
    if (!release) {
      request.log.warn({ max: limit.max }, 'too many recipes at once');
      return reply.code(503).send(recipeErrorBody('busy'));
    }
    // The response closes once the recipe ends, fails or the visitor leaves: the slot is free,
    // and a recipe still being written is aborted up to the provider.
    const visitor = new AbortController();
    const observation = telemetry.of(request);
    reply.raw.once('close', () => {
      release();
      if (reply.raw.writableFinished) return;
      visitor.abort(new Error('the visitor left'));
      observation.end('stopped');
    });

    try {
      const recipe = await startRecipe(parsed.request.ingredients, {
        provider,
        models: config.models,
        firstTokenTimeoutMs: config.firstTokenTimeoutMs,
        timeoutMs: config.timeoutMs,
        signal: visitor.signal,
        log: request.log,
        recipeOptions: parsed.request.options,
        observation,
      });
      return reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(recipe.events, { objectMode: false }));
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      request.log.warn({ code: error.code, detail: error.detail }, 'recipe refused');
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(RECIPE_ERRORS[error.code].status).send(recipeErrorBody(error.code));
    }
  });
}
