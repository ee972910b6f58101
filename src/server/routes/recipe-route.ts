/**
 * `POST api/recipe`, the path of one recipe:
 *   parse the request → wait to be next in its connection's pipeline → the provider reserves it (or
 *   refuses, costing nothing) → the limits admit it (or refuse, giving the reservation back) →
 *   the writer streams it → its events are encoded as SSE here, and its outcome recorded once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildRequestMessages } from '../prompt/prompt.js';
import { parseRecipeRequest } from '../../recipe/parse-recipe-request.js';
import type { Config } from '../config.js';
import { RecipeError } from '../../recipe/recipe-errors.js';
import type { RecipeProvider, Reservation } from '../providers/recipe-provider.js';
import type { Limits } from '../limits/limits.js';
import type { ModelChain } from '../writer/model-chain.js';
import { refusalBudgetHooks } from '../limits/refusal-budget.js';
import { guardSlot } from '../limits/slot-guard.js';
import { clientKey } from '../limits/client-rate-limit.js';
import { sendRefusal } from '../http/refusals.js';
import { sendRecipeEvents } from '../http/recipe-event-stream.js';
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
  const routeOptions = { onSend: telemetry.countRefusal, ...refusalBudgetHooks(limits) };

  app.post('/api/recipe', routeOptions, async (request, reply) => {
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) return sendRefusal(reply, parsed.code, parsed.message);
    // No work for an answer that cannot be written yet (queued behind another on a pipelined
    // connection) or ever (the visitor left while the body was read).
    const visitor = watchVisitor(request.raw, reply.raw);
    if (!(await visitor.nextInPipeline(request.log))) return reply;

    const job = { client: clientKey(request), messages: buildRequestMessages(parsed.request) };
    // Refused, its code and detail are in the request's one log line (the refusal hook's).
    const reservation = await provider.reserve(job);
    visitor.onEnd(reservation.release);
    const releaseSlot = await admit(limits, request, reservation);
    visitor.onEnd(releaseSlot);
    if (visitor.left()) return reply; // left while being admitted: nothing to write

    // A slot lost in a stall ends the recipe and its provider call (limits/slot-guard.ts).
    const slot = guardSlot(visitor, releaseSlot);
    const observation = telemetry.of(request);
    try {
      const recipe = await startRecipe({
        reservation,
        chain,
        firstTokenTimeoutMs: config.firstTokenTimeoutMs,
        timeoutMs: config.timeoutMs,
        visitor,
        slotLost: releaseSlot.lost,
        log: request.log,
        wishes: parsed.request.options,
        observation,
      });
      return sendRecipeEvents(reply, slot.events(recipe.events), observation.end);
    } catch (error) {
      if (!(error instanceof RecipeError)) throw error;
      if (visitor.left()) {
        observation.end('stopped');
        return reply;
      }
      const lost = slot.refusal();
      if (lost) throw lost;
      request.log.warn({ code: error.code, detail: error.detail }, 'recipe refused');
      // Answered by the app's error handler, as every other refusal.
      throw error;
    }
  });
}

/** The limits count the visitor only now; refused, the provider's reservation is given back. */
async function admit(limits: Limits, request: FastifyRequest, reservation: Reservation) {
  try {
    return await limits.admit(request);
  } catch (error) {
    reservation.release();
    throw error;
  }
}
