/** What a running app says of its state, read as an operator would: health and the metrics. */
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'vitest';
import { parsePrometheus, valueOf, type Sample } from './prometheus.js';
import type { TestServer } from './test-server.js';

interface Health {
  redis?: 'ok' | 'down';
  local?: { state: string; receivedBytes: number; totalBytes: number; error?: string };
}

export async function healthOf(server: Pick<TestServer, 'origin'>): Promise<Health> {
  const response = await fetch(`${server.origin}/Recipe-generator/api/health`);
  return (await response.json()) as Health;
}

/** Every sample the metrics listener gives now (start the server with METRICS_PORT 0). */
export async function metricsOf(server: Pick<TestServer, 'app'>): Promise<Sample[]> {
  const address = server.app.metricsAddress;
  if (!address) throw new Error('the metrics listener is not open: start with METRICS_PORT 0');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  return parsePrometheus(await response.text());
}

/** Recipes left today for all visitors. */
export async function dailyRemaining(server: TestServer): Promise<number | undefined> {
  return valueOf(await metricsOf(server), 'recipe_daily_limit_remaining');
}

/** Recipes the local model is writing now. */
export async function localWritingNow(server: TestServer): Promise<number> {
  const samples = await metricsOf(server);
  return valueOf(samples, 'local_waiting_line_length', { state: 'writing' }) ?? NaN;
}

/**
 * Resolves once the local model writes nothing: a stopped recipe gives its sequence back only
 * once the model has noticed the stop and saved its state, which may be after its answer ended.
 */
export async function localModelIdle(server: TestServer): Promise<void> {
  await expect.poll(() => localWritingNow(server), { timeout: 10_000 }).toBe(0);
}

/**
 * The local model's state once it is ready or has failed. The model loads in the background with
 * no event a client can await, so health is asked until it says so (as a page or an operator does).
 */
export async function settledLocalState(
  server: Pick<TestServer, 'origin'>,
  timeoutMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await healthOf(server)).local?.state;
    if (state === 'ready' || state === 'failed') return state;
    if (Date.now() > deadline) throw new Error(`the local model is still ${state}`);
    await delay(25);
  }
}

export interface RecipeLogLine {
  outcome: string;
  outputTokens?: number;
  finishReason?: string | null;
  promptTokens?: number;
  reusedTokens?: number;
  waitedMs?: number;
}

/** The `recipe ended` log lines, one per recipe request, in the order they ended. */
export function endedRecipes(server: Pick<TestServer, 'logs'>): RecipeLogLine[] {
  return server.logs
    .map((line) => JSON.parse(line) as { msg?: string; recipe?: RecipeLogLine })
    .filter((entry) => entry.msg === 'recipe ended' && entry.recipe !== undefined)
    .map((entry) => entry.recipe!);
}
