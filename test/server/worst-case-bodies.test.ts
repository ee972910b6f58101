/**
 * Every rule applied to visitor text is linear and bounded: no adversarial 16 KB body is refused
 * in a time far from a plain one's, as a ratio of the fastest of 15 refusals each (never an
 * absolute time, and never a close one: how close is `npm run bench`'s figure, on a quiet machine).
 * Work quadratic in 16 KB would take 100 times a plain body's or more; a shared machine moved the
 * slowest ratio here from about 2 to 6 with medians.
 */
import { expect, it } from 'vitest';
import {
  adversarialBodies,
  plainBody,
  BODY_LIMIT_BYTES,
  type AdversarialBody,
} from '../support/adversarial-bodies.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import type { TestServer } from '../support/test-server.js';

/** Slower than a plain body by more than this is a rule doing more than linear work. */
const MAX_RATIO = 25;
const RUNS = 15;

async function timeRefusal(server: TestServer, { body, contentType }: AdversarialBody) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await server.app.inject({
      method: 'POST',
      url: '/Recipe-generator/api/recipe',
      headers: { 'content-type': contentType ?? 'application/json' },
      payload: body,
    });
    times.push(performance.now() - started);
    expect(response.statusCode).toBe(400);
  }
  // The fastest: what the work costs, without the pauses a shared machine adds.
  return Math.min(...times);
}

it(
  'refuses each adversarial 16 KB body in time of the order of a plain one',
  { timeout: 30_000 },
  async () => {
    const server = await startServerForThisTest({ REFUSAL_LIMIT_PER_MINUTE: '1000000' });
    const bodies = adversarialBodies();
    // Within the body limit: refused for what they hold, not for their size.
    for (const { body } of bodies)
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    await timeRefusal(server, plainBody()); // warm up
    const plain = await timeRefusal(server, plainBody());
    const ratios: Record<string, number> = {};
    for (const body of bodies) ratios[body.name] = (await timeRefusal(server, body)) / plain;
    const slow = Object.entries(ratios).filter(([, ratio]) => ratio > MAX_RATIO);
    expect(slow, `plain ${plain.toFixed(2)} ms; ratios ${JSON.stringify(ratios)}`).toEqual([]);
  },
);
