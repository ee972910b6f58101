/**
 * Four clients send refused bodies back to back (the costliest one of the old rules): `api/health`
 * stays about as fast as when idle, and past its refusal budget each client gets 429.
 */
import { expect, it } from 'vitest';
import { adversarialBodies } from '../support/adversarial-bodies.js';
import { floodRefusals, timeHealth } from '../support/refusal-flood.js';
import { startServerForThisTest } from '../support/server-per-test.js';

const CLIENTS = 4;
const BUDGET = 30;
const PER_CLIENT = 60;
/** api/health under the flood, against idle: the old rules made it about 1,000 times slower. */
const MAX_RATIO = 10;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it(
  'keeps api/health fast under a flood of refused bodies, and answers 429 past the budget',
  { timeout: 30_000 },
  async () => {
    const server = await startServerForThisTest({ TRUST_PROXY: '1' });
    const body = adversarialBodies().find((b) => b.name.startsWith('a run of VS16'))!.body;
    const idle = await timeHealth(server.origin, Promise.resolve(), 40);

    const flood = floodRefusals(server.origin, {
      clients: CLIENTS,
      requestsPerClient: PER_CLIENT,
      body,
    });
    const underFlood = await timeHealth(server.origin, flood, 10);
    const result = await flood;

    expect(result.statuses).toEqual({
      400: CLIENTS * BUDGET,
      429: CLIENTS * (PER_CLIENT - BUDGET),
    });
    expect(result.retryAfterOnEvery429).toBe(true);
    const ratio = median(underFlood) / median(idle.slice(10));
    expect(
      ratio,
      `idle ${median(idle).toFixed(2)} ms, under the flood ${median(underFlood).toFixed(2)} ms`,
    ).toBeLessThan(MAX_RATIO);
  },
);
