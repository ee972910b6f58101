/**
 * The Prometheus metrics of one app, in a registry of its own (several apps in one process do not
 * clash). The GenAI histograms follow the OpenTelemetry GenAI semantic conventions
 * (gen_ai.client.*), with their recommended bucket boundaries, as Prometheus names them.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RECIPE_ERRORS } from '../../recipe/recipe-errors.js';
import type { LimitsStatus } from '../limits/limits-status.js';

/** How a recipe request ended, besides the refusal and error codes. */
export const RECIPE_ENDINGS = ['done', 'cut_off', 'stopped'] as const;

const SECONDS_BUCKETS = [
  0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
];
const TOKEN_BUCKETS = [
  1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864,
];
const GEN_AI_LABELS = [
  'gen_ai_operation_name',
  'gen_ai_provider_name',
  'gen_ai_request_model',
] as const;

export interface RecipeMetrics {
  registry: Registry;
  requests: Counter<'outcome'>;
  modelFallbacks: Counter<'model'>;
  operationDuration: Histogram<(typeof GEN_AI_LABELS)[number] | 'error_type'>;
  timeToFirstChunk: Histogram<(typeof GEN_AI_LABELS)[number]>;
  tokenUsage: Histogram<(typeof GEN_AI_LABELS)[number] | 'gen_ai_token_type'>;
  inProgress: Gauge;
  /** The local model: prompt tokens evaluated, and those a warm sequence already held. */
  promptTokens: Counter<'kind'>;
  /** Seconds a recipe waited in the local model's line before it was written. */
  waitingTime: Histogram;
  /** Tokens per second each recipe was written at, from its first text to its end. */
  writingSpeed: Histogram<(typeof GEN_AI_LABELS)[number]>;
  /** Finished recipes that break the visitor's wishes, by kind (diet, avoid); once per kind each. */
  wishConflicts: Counter<'kind'>;
  /** Stops sampling the event loop's delay. */
  close(): void;
}

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event loop, GC): only when the metrics are served. */
  processMetrics: boolean;
  limitsStatus?: LimitsStatus | undefined;
  /** The configured models: the only label values of the fallback counter, each from 0. */
  models?: readonly string[];
  /** Redis slot leases lost so far (each ended its recipe). */
  leasesLost?: () => number;
  /** The local model's recipes writing and waiting now. */
  waitingLine?: () => { writing: number; waiting: number };
  onCollectError(error: unknown, metric: string): void;
}

export function createRecipeMetrics(options: MetricsOptions): RecipeMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'recipe_requests_total',
    help: 'Recipe requests by how they ended: done, cut_off, stopped, or the refusal or error code.',
    labelNames: ['outcome'],
    registers,
  });
  // Every known outcome starts at 0, so rates and alerts work before the first one happens.
  for (const outcome of [...RECIPE_ENDINGS, ...Object.keys(RECIPE_ERRORS)]) {
    requests.inc({ outcome }, 0);
  }

  const modelFallbacks = new Counter({
    name: 'recipe_model_fallbacks_total',
    help: 'Recipes that could not use this model: found unavailable, or skipped while remembered so.',
    labelNames: ['model'],
    registers,
  });
  for (const model of options.models ?? []) modelFallbacks.inc({ model }, 0);

  const { operationDuration, timeToFirstChunk, tokenUsage } = createGenAiMetrics(registers);
  const inProgress = new Gauge({
    name: 'recipes_in_progress',
    help: 'Recipes this instance is writing now.',
    registers,
  });

  const promptTokens = new Counter({
    name: 'local_prompt_tokens_total',
    help: 'Prompt tokens of the local model: evaluated, or reused from a warm sequence.',
    labelNames: ['kind'],
    registers,
  });
  for (const kind of ['evaluated', 'reused']) promptTokens.inc({ kind }, 0);
  const waitingTime = new Histogram({
    name: 'local_waiting_line_seconds',
    help: "Time a recipe waited in the local model's line before it was written.",
    buckets: [0.5, 1, 2, 5, 10, 20, 40, 80, 160, 320, 640],
    registers,
  });
  const writingSpeed = new Histogram({
    name: 'recipe_output_tokens_per_second',
    help: 'Tokens per second each recipe was written at, from its first text to its end.',
    labelNames: GEN_AI_LABELS,
    buckets: [1, 2, 4, 8, 12, 16, 24, 32, 64, 128, 256, 1024],
    registers,
  });
  const wishConflicts = new Counter({
    name: 'recipe_wish_conflicts_total',
    help: "Finished recipes that name something the visitor's diet (kind=diet) or things to avoid (kind=avoid) exclude.",
    labelNames: ['kind'],
    registers,
  });
  for (const kind of ['diet', 'avoid']) wishConflicts.inc({ kind }, 0);
  registerStateGauges(options, registers);
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const stopEventLoopDelay = observeEventLoopDelay(registers);

  return {
    registry,
    requests,
    modelFallbacks,
    operationDuration,
    timeToFirstChunk,
    tokenUsage,
    inProgress,
    promptTokens,
    waitingTime,
    writingSpeed,
    wishConflicts,
    close: stopEventLoopDelay,
  };
}

/** The GenAI histograms of the OpenTelemetry semantic conventions. */
function createGenAiMetrics(registers: Registry[]) {
  const operationDuration = new Histogram({
    name: 'gen_ai_client_operation_duration_seconds',
    help: 'GenAI operation duration: from the provider call to the end of the recipe.',
    labelNames: [...GEN_AI_LABELS, 'error_type'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const timeToFirstChunk = new Histogram({
    name: 'gen_ai_client_operation_time_to_first_chunk_seconds',
    help: 'Time from the provider call to the first chunk of text.',
    labelNames: GEN_AI_LABELS,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const tokenUsage = new Histogram({
    name: 'gen_ai_client_token_usage',
    help: "Output tokens per recipe: the provider's usage figure, else the number of streamed chunks.",
    labelNames: [...GEN_AI_LABELS, 'gen_ai_token_type'],
    buckets: TOKEN_BUCKETS,
    registers,
  });
  return { operationDuration, timeToFirstChunk, tokenUsage };
}

/** Gauges read when scraped: the waiting line, the day's remaining recipes, leases lost. */
function registerStateGauges(options: MetricsOptions, registers: Registry[]): void {
  const { waitingLine } = options;
  if (waitingLine) {
    new Gauge({
      name: 'local_waiting_line_length',
      help: "Recipes waiting in the local model's line (state=waiting) or being written (state=writing).",
      labelNames: ['state'],
      registers,
      collect() {
        const { writing, waiting } = waitingLine();
        this.set({ state: 'writing' }, writing);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  const { limitsStatus } = options;
  if (limitsStatus?.dailyRemaining) {
    new Gauge({
      name: 'recipe_daily_limit_remaining',
      help: 'Recipes all visitors together may still have today (DAILY_RECIPE_LIMIT).',
      registers,
      async collect() {
        try {
          this.set(await limitsStatus.dailyRemaining!());
        } catch (error) {
          // Unknown rather than a stale figure; the cause goes to the log.
          options.onCollectError(error, 'recipe_daily_limit_remaining');
          this.set(Number.NaN);
        }
      },
    });
  }
  const { leasesLost } = options;
  if (leasesLost) {
    new Counter({
      name: 'recipe_slot_leases_lost_total',
      help: 'Redis slot leases this instance lost in a stall (of itself or of Redis); each ended its recipe.',
      registers,
      collect() {
        this.reset();
        this.inc(leasesLost());
      },
    });
  }
}

/** The event loop's worst delay in each second (no `nodejs_eventloop_lag_*` without processMetrics). */
const EVENT_LOOP_SAMPLE_MS = 1000;
const EVENT_LOOP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function observeEventLoopDelay(registers: Registry[]): () => void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const histogram = new Histogram({
    name: 'recipe_event_loop_delay_seconds',
    help: 'The longest event-loop delay in each second: what a stall adds to every answer.',
    buckets: EVENT_LOOP_BUCKETS,
    registers,
  });
  // The monitor forgets its last tick when reset, so two kinds of stall could go unseen:
  // - one that ended just now, when this timer runs before the monitor's own (overdue too) has
  //   recorded it: the sample waits for the end of this timers phase, where the monitor has;
  // - one that began just after the last sample, before the monitor's next tick: this timer ran
  //   late by all of it that passed its due time.
  let lastTick = performance.now();
  let pending: NodeJS.Immediate | undefined;
  const timer = setInterval(() => {
    const now = performance.now();
    const lateMs = Math.max(0, now - lastTick - EVENT_LOOP_SAMPLE_MS);
    lastTick = now;
    pending = setImmediate(() => {
      const monitoredMs = delay.count > 0 ? delay.max / 1e6 : 0;
      histogram.observe(Math.max(monitoredMs, lateMs) / 1000);
      delay.reset();
    });
    pending.unref();
  }, EVENT_LOOP_SAMPLE_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (pending) clearImmediate(pending);
    delay.disable();
  };
}
