/**
 * The local model writes at most one recipe per client at a time: with two sequences, one
 * visitor's four requests at once take one sequence and one waiting place, and the next visitor
 * is written at once instead of waiting behind them. Real model runs, on a test model slow enough
 * (seconds a recipe) that every recipe here is still being written when the next one is asked.
 */
import { describe, expect, it } from 'vitest';
import { ALREADY_WAITING_MESSAGE } from '../../src/server/providers/local/local-provider.js';
import { localWritingNow } from '../support/app-state.js';
import { useLocalModelServer } from '../support/local-model-server.js';
import { liveEvents, type LiveEvents } from '../support/sse.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { postRecipe } from '../support/test-server.js';

const local = useLocalModelServer(
  { width: 1024, layers: 4 },
  {
    LOCAL_SEQUENCES: '2',
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: '100',
    METRICS_PORT: '0',
  },
);

const ask = (client: string) =>
  postRecipe(local(), INGREDIENTS, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
  });

describe('one recipe written per client', () => {
  it('gives one visitor one sequence and one waiting place; the next visitor is written at once', async () => {
    const responses = await Promise.all([1, 2, 3, 4].map(() => ask('203.0.113.9')));
    const answered: LiveEvents[] = [];
    let refused = 0;
    for (const response of responses) {
      if (response.status === 503) {
        await refusal(response, 503, 'busy', ALREADY_WAITING_MESSAGE);
        refused += 1;
      } else {
        expect(response.status).toBe(200);
        const events = liveEvents(response);
        await events.next();
        answered.push(events);
      }
    }
    expect(refused).toBe(2);
    const firstEvents = answered.map((events) => events.seen[0]);
    expect(firstEvents.map((event) => event?.event).sort()).toEqual(['delta', 'queued']);
    expect(firstEvents.find((event) => event?.event === 'queued')?.data.position).toBe(1);

    // Another visitor takes the second sequence at once.
    const other = liveEvents(await ask('198.51.100.4'));
    expect((await other.next())?.event).toBe('delta');
    expect(await localWritingNow(local())).toBe(2);
    await other.stop();
    for (const events of answered) await events.stop();
  }, 60_000);
});
