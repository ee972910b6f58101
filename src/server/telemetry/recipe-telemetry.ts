/**
 * What one recipe request tells the people who run the app: the metrics, and one structured log
 * line when it ends. The writer reports its calls and chunks; `end` is called once per request: by
 * the refusal hook for a JSON refusal, or by the route when a streamed recipe or its wait ends.
 * The log line holds no ingredient and no token.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeFinishReason } from '../providers/finish-reason.js';
import type { RecipeMetrics } from './metrics.js';
import type { WriterObservation } from '../writer/recipe-writer.js';
import type { RecipeOutcome } from '../http/recipe-event-stream.js';
import { refusalCodeOf } from '../http/refusals.js';

export type { RecipeOutcome };

export interface RecipeObservation extends WriterObservation {
  /**
   * The recipe ended: `finished` (done or cut_off, by the finish reason), `stopped` (the visitor
   * left or pressed Stop), or the code of the refusal or failure.
   */
  end(outcome: RecipeOutcome): void;
}

export interface RecipeTelemetry {
  /** The observation of one request to `POST api/recipe`, made on first use. */
  of(request: FastifyRequest): RecipeObservation;
  /**
   * A route-level onSend hook: every refusal ends its request's observation with the code noted
   * where it was decided (http/refusals.ts), whichever part of the app refused (rate limit, body
   * parser, route, shutdown).
   */
  countRefusal(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

export function createRecipeTelemetry(
  metrics: RecipeMetrics,
  providerName: string,
): RecipeTelemetry {
  const observations = new WeakMap<FastifyRequest, RecipeObservation>();
  const of = (request: FastifyRequest): RecipeObservation => {
    let observation = observations.get(request);
    if (!observation) {
      observation = observe(metrics, providerName, request.log);
      observations.set(request, observation);
    }
    return observation;
  };
  return {
    of,
    async countRefusal(request, reply, payload) {
      if (reply.statusCode >= 400) of(request).end(refusalOutcome(reply));
      return payload;
    },
  };
}

/** The refusal's own code; a refusal not made by http/refusals.ts gets a bounded label. */
function refusalOutcome(reply: FastifyReply): RecipeOutcome {
  return refusalCodeOf(reply) ?? (`http_${reply.statusCode}` as RecipeOutcome);
}

function observe(
  metrics: RecipeMetrics,
  providerName: string,
  log: FastifyBaseLogger,
): RecipeObservation {
  let model: string | undefined;
  let calledAt: number | undefined;
  let firstChunkAt: number | undefined;
  let chunks = 0;
  let outputTokens: number | undefined;
  let finishReason: string | null = null;
  let promptTokens: number | undefined;
  let reusedTokens: number | undefined;
  let waitingSince: number | undefined;
  let waitedMs: number | undefined;
  const labels = () => ({
    gen_ai_operation_name: 'chat',
    gen_ai_provider_name: providerName,
    gen_ai_request_model: model ?? 'unknown',
  });

  return {
    calling(name) {
      model = name;
      if (calledAt === undefined) {
        calledAt = performance.now();
        metrics.inProgress.inc();
      }
    },
    modelFallback(name) {
      metrics.modelFallbacks.inc({ model: name });
    },
    chunk(chunk) {
      finishReason = chunk.finishReason ?? finishReason;
      if (chunk.outputTokens !== undefined) outputTokens = chunk.outputTokens;
      if (chunk.promptTokens !== undefined && chunk.reusedTokens !== undefined) {
        promptTokens = chunk.promptTokens;
        reusedTokens = chunk.reusedTokens;
        metrics.promptTokens.inc({ kind: 'reused' }, reusedTokens);
        metrics.promptTokens.inc({ kind: 'evaluated' }, promptTokens - reusedTokens);
      }
      if (chunk.text === '') return;
      chunks += 1;
      if (firstChunkAt === undefined && calledAt !== undefined) {
        firstChunkAt = performance.now();
        metrics.timeToFirstChunk.observe(labels(), (firstChunkAt - calledAt) / 1000);
      }
    },
    waiting(place) {
      if (place !== null) {
        waitingSince ??= performance.now();
      } else if (waitingSince !== undefined) {
        waitedMs = performance.now() - waitingSince;
        metrics.waitingTime.observe(waitedMs / 1000);
      }
    },
    wishesBroken(kinds) {
      for (const kind of kinds) metrics.wishConflicts.inc({ kind });
    },
    end(how) {
      const seen = { model, calledAt, firstChunkAt, chunks, outputTokens, finishReason };
      recordEnd(metrics, log, how, labels(), { ...seen, promptTokens, reusedTokens, waitedMs });
    },
  };
}

/** The GenAI labels of one recipe's metrics. */
interface GenAiLabels {
  gen_ai_operation_name: string;
  gen_ai_provider_name: string;
  gen_ai_request_model: string;
}

/** What one recipe's observation saw, as it ends. */
interface Seen {
  model: string | undefined;
  calledAt: number | undefined;
  firstChunkAt: number | undefined;
  chunks: number;
  outputTokens: number | undefined;
  finishReason: string | null;
  promptTokens: number | undefined;
  reusedTokens: number | undefined;
  waitedMs: number | undefined;
}

/** The recipe's end: its outcome and durations in the metrics, and its one log line. */
function recordEnd(
  metrics: RecipeMetrics,
  log: FastifyBaseLogger,
  how: RecipeOutcome,
  labels: GenAiLabels,
  seen: Seen,
): void {
  const { model, calledAt, firstChunkAt, chunks, outputTokens, finishReason } = seen;
  const { promptTokens, reusedTokens, waitedMs } = seen;
  const outcome =
    how === 'finished'
      ? normalizeFinishReason(finishReason) === 'length'
        ? 'cut_off'
        : 'done'
      : how;
  metrics.requests.inc({ outcome });
  let durationMs: number | undefined;
  if (calledAt !== undefined) {
    durationMs = performance.now() - calledAt;
    metrics.inProgress.dec();
    const failed = outcome !== 'done' && outcome !== 'cut_off';
    metrics.operationDuration.observe(
      { ...labels, ...(failed ? { error_type: outcome } : {}) },
      durationMs / 1000,
    );
    const tokens = outputTokens ?? chunks;
    if (tokens > 0) {
      metrics.tokenUsage.observe({ ...labels, gen_ai_token_type: 'output' }, tokens);
    }
    const writingMs = firstChunkAt === undefined ? 0 : performance.now() - firstChunkAt;
    if (outputTokens !== undefined && outputTokens > 1 && writingMs > 0) {
      metrics.writingSpeed.observe(labels, (outputTokens - 1) / (writingMs / 1000));
    }
  }
  log.info(
    {
      recipe: {
        outcome,
        model,
        timeToFirstChunkMs: roundMs(firstChunkAt, calledAt),
        durationMs: durationMs === undefined ? undefined : Math.round(durationMs),
        chunks,
        outputTokens,
        finishReason,
        promptTokens,
        reusedTokens,
        waitedMs: waitedMs === undefined ? undefined : Math.round(waitedMs),
      },
    },
    'recipe ended',
  );
}

function roundMs(at: number | undefined, from: number | undefined): number | undefined {
  return at === undefined || from === undefined ? undefined : Math.round(at - from);
}
