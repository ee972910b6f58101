import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { parseRecipeRequest } from '../../recipe/recipe-request.js';
import { RECIPE_ERRORS } from '../../recipe/recipe-errors.js';
import type { ConcurrencyLimit } from '../concurrency-limit.js';
import { isConfigured, type Config } from '../config.js';
import { ProviderFailure, type RecipeProvider } from '../provider.js';
import { recipeRateLimit } from '../rate-limit.js';
import { recipeErrorBody } from '../recipe-error.js';
import { startRecipe } from '../recipe-writer.js';
import { watchVisitor } from '../visitor-connection.js';

export interface RecipeRouteOptions {
  config: Config;
  provider: RecipeProvider;
  /** Recipes being written at once, across all clients. */
  limit: ConcurrencyLimit;
}

export function recipeRoute(app: FastifyInstance, options: RecipeRouteOptions): void {
  const { config, provider, limit } = options;

  const routeOptions = { config: { rateLimit: recipeRateLimit(config) } };
  app.post('/api/recipe', routeOptions, async (request, reply) => {
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) return reply.code(400).send(recipeErrorBody(parsed.code, parsed.message));
    if (!isConfigured(config)) {
      return reply.code(503).send(recipeErrorBody('not_configured'));
    }
    // No slot and no provider call for an answer that cannot be written yet (queued behind
    // another on a pipelined connection) or ever (the visitor left while the body was read).
    const visitor = watchVisitor(request.raw, reply.raw);
    if (!(await visitor.turn(request.log))) return reply;
    const release = limit.tryAcquire();
    if (!release) {
      request.log.warn({ max: limit.max }, 'too many recipes at once');
      return reply.code(503).send(recipeErrorBody('busy'));
    }
    // Once the recipe ends, fails or the visitor leaves, the slot is free, and a recipe still
    // being written is aborted up to the provider (visitor.signal).
    visitor.onEnd(release);

    try {
      const recipe = await startRecipe(parsed.request.ingredients, {
        provider,
        models: config.models,
        firstTokenTimeoutMs: config.firstTokenTimeoutMs,
        timeoutMs: config.timeoutMs,
        signal: visitor.signal,
        log: request.log,
        recipeOptions: parsed.request.options,
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
