import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildRequestMessages } from '../writer/prompt.js';
import { parseRecipeRequest } from '../../recipe/recipe-request.js';
import { isConfigured, type Config } from '../config.js';
import { ProviderFailure, type RecipeProvider } from '../providers/recipe-provider.js';
import type { Limits } from '../limits/limits.js';
import type { ModelChain } from '../writer/model-chain.js';
import { refusalBudgetHooks } from '../limits/refusal-budget.js';
import { guardSlot } from '../limits/slot-guard.js';
import { RecipeRefusal, recipeErrorBody } from '../http/recipe-refusal.js';
import type { RecipeTelemetry } from '../telemetry/recipe-telemetry.js';
import { startRecipe } from '../writer/recipe-writer.js';
import { watchVisitor } from '../http/visitor-connection.js';

export interface RecipeRouteOptions {
  config: Config;
  provider: RecipeProvider;
  /** The models in order, with those found unavailable skipped for a while. */
  chain: ModelChain;
  /** Per-client, concurrency and daily limits; see limits/limits.ts for their order. */
  limits: Limits;
  /** Metrics and the log line of each recipe. */
  telemetry: RecipeTelemetry;
}

export function recipeRoute(app: FastifyInstance, options: RecipeRouteOptions): void {
  const { config, provider, chain, limits, telemetry } = options;

  const refusalBudget = refusalBudgetHooks(limits);
  const routeOptions = { onSend: telemetry.countRefusal, ...refusalBudget };
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
    // Counted only now, for a well-formed request; a refusal is thrown for the error handler.
    const release = await limits.admit(request);
    // Once the recipe ends, fails or the visitor leaves, the slot is free, and a recipe still
    // being written is aborted up to the provider (visitor.signal).
    visitor.onEnd(release);
    if (visitor.signal.aborted) return reply; // left while being admitted: nothing to write
    const observation = telemetry.of(request);
    visitor.signal.addEventListener('abort', () => observation.end('stopped'), { once: true });
    // A slot lost in a stall ends the recipe and its provider call (limits/slot-guard.ts).
    const slot = guardSlot(visitor.signal, release);
    release.lost.addEventListener('abort', () => observation.end('busy'), { once: true });

    try {
      const recipe = await startRecipe(buildRequestMessages(parsed.request), {
        provider,
        chain,
        firstTokenTimeoutMs: config.firstTokenTimeoutMs,
        timeoutMs: config.timeoutMs,
        signal: slot.signal,
        log: request.log,
        observation,
      });
      return reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(slot.events(recipe.events), { objectMode: false }));
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      const lost = slot.refusal();
      if (lost) throw lost;
      request.log.warn({ code: error.code, detail: error.detail }, 'recipe refused');
      // Answered by the app's error handler, as every other refusal.
      throw new RecipeRefusal(error.code, error.retryAfterSeconds);
    }
  });
}
