/**
 * Four clients send refused bodies back to back (the costliest one of the old rules): `api/health`
 * keeps answering throughout, and past its refusal budget each client gets 429. How fast health
 * answers meanwhile is a figure of `npm run bench` (refused requests), on a quiet machine: a
 * ratio of times taken here failed on a machine loaded sixteen deep.
 */
import { expect, it } from 'vitest';
import { adversarialBodies } from '../support/adversarial-bodies.js';
import { floodRefusals, timeHealth } from '../support/refusal-flood.js';
import { startServerForThisTest } from '../support/server-per-test.js';

const CLIENTS = 4;
const BUDGET = 30;
const PER_CLIENT = 60;

it(
  'keeps api/health answering under a flood of refused bodies, and answers 429 past the budget',
  { timeout: 30_000 },
  async () => {
    const server = await startServerForThisTest({ TRUST_PROXY: '1' });
    const body = adversarialBodies().find((b) => b.name.startsWith('a run of VS16'))!.body;
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
    // Each answered 200 (timeHealth throws otherwise), at least ten of them.
    expect(underFlood.length).toBeGreaterThanOrEqual(10);
  },
);
