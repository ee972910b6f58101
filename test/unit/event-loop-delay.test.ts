/**
 * The event-loop delay metric sees every stall, even when the second's sample is taken before
 * Node's delay monitor has run after it (a timer of the app's own came due first). Each stall is
 * over two samples long, so it counts once wherever it falls against them.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { expect, it, onTestFinished } from 'vitest';
import { createRecipeMetrics } from '../../src/server/telemetry/metrics.js';
import { observationsAbove, parsePrometheus } from '../support/prometheus.js';

const STALLS = 2;
const STALL_MS = 2100;

it('counts each stall as one sample of over a second', async () => {
  const metrics = createRecipeMetrics({
    processMetrics: false,
    onCollectError: (error) => {
      throw error;
    },
  });
  onTestFinished(() => metrics.close());
  const slowSamples = async () =>
    observationsAbove(
      parsePrometheus(await metrics.registry.metrics()),
      'recipe_event_loop_delay_seconds',
      '1',
    );

  await delay(100); // the monitor has ticked: the stall below is lost only by the order of timers
  for (let stall = 1; stall <= STALLS; stall += 1) {
    // A timer due before the monitor's next check: after the stall the app's timers run first,
    // the once-a-second sample among them.
    setTimeout(() => {}, 1);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, STALL_MS);
    const deadline = Date.now() + 3000;
    while ((await slowSamples()) < stall && Date.now() < deadline) await delay(50);
    expect(await slowSamples()).toBe(stall);
  }
});
