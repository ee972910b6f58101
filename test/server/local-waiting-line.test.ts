/**
 * The local model's waiting line, run for real on a test model slow enough (many seconds a
 * recipe) that a line forms: one sequence, so at most 4 wait.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ALREADY_WAITING_MESSAGE } from '../../src/server/providers/local/local-provider.js';
import { endedRecipes, localModelIdle } from '../support/app-state.js';
import { useLocalModelServer } from '../support/local-model-server.js';
import { liveEvents, type LiveEvents } from '../support/sse.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { postRecipe } from '../support/test-server.js';

/** Far above any real first text, even on a loaded machine: only the faked clock passes it. */
const FIRST_TEXT_LIMIT_MS = 60_000;

// 1024 wide, 4 layers: a whole recipe takes 10 to 30 s here, far longer than joining the line.
const local = useLocalModelServer(
  { width: 1024, layers: 4 },
  {
    LOCAL_SEQUENCES: '1',
    TRUST_PROXY: '1',
    RECIPE_FIRST_TOKEN_TIMEOUT_MS: String(FIRST_TEXT_LIMIT_MS),
    RECIPE_TIMEOUT_MS: String(10 * FIRST_TEXT_LIMIT_MS),
    RATE_LIMIT_PER_MINUTE: '100',
    METRICS_PORT: '0',
  },
);

const ask = (client: string) =>
  postRecipe(local(), INGREDIENTS, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
  });

/** A visitor's recipe, answered 200 at once; its first event read. */
async function visitor(client: string): Promise<LiveEvents> {
  const response = await ask(client);
  expect(response.status).toBe(200);
  const events = liveEvents(response);
  await events.next();
  return events;
}

const positions = (events: LiveEvents) =>
  events.seen.filter((event) => event.event === 'queued').map((event) => event.data.position);

describe('the waiting line', () => {
  it('answers 200 at once with each place, moves everyone up in order, and starts every recipe', async () => {
    // The server's timers run on a faked clock that still follows real time: the test moves it
    // past the first-text limit while four recipes wait, rather than waiting that long.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const writing = await visitor('203.0.113.1');
    expect(writing.seen[0]?.event).toBe('delta');
    const waiting = [];
    for (let i = 2; i <= 5; i++) waiting.push(await visitor(`203.0.113.${i}`));
    expect(waiting.map((events) => events.seen[0])).toEqual(
      [1, 2, 3, 4].map((position) => ({
        event: 'queued',
        data: { position, etaSeconds: expect.any(Number) as number },
      })),
    );
    // The line is full: refused at once, with a Retry-After from its length.
    const retryAfter = await refusal(await ask('203.0.113.6'), 503, 'busy');
    expect(retryAfter).toBeGreaterThan(0);

    // Every waiting recipe now waits longer than the first-text limit, which counts from leaving
    // the line, so it must end none of them; then the first recipe is stopped, and each waiting
    // one once its text begins, which lets the next one in.
    vi.advanceTimersByTime(FIRST_TEXT_LIMIT_MS + 1000);
    expect((await writing.next())?.event).toBe('delta');
    // Only the refused recipe has ended: the first is still being written.
    expect(endedRecipes(local()).map((recipe) => recipe.outcome)).toEqual(['busy']);
    await writing.stop();
    for (const [index, events] of waiting.entries()) {
      let event = await events.next();
      while (event?.event === 'queued') event = await events.next();
      expect(event?.event).toBe('delta');
      // Each waiting visitor saw their place go down one by one to 1, then their recipe.
      expect(positions(events)).toEqual(Array.from({ length: index + 1 }, (_, i) => index + 1 - i));
      await events.stop();
    }
    // The four who waited say so in the log, with how long.
    const waited = () => endedRecipes(local()).filter((recipe) => recipe.waitedMs !== undefined);
    await expect.poll(() => waited().length).toBe(4);
  }, 120_000);

  it('frees a place at once when its visitor stops, and gives one waiting place per client', async () => {
    // The last recipe stopped above may still hold the sequence.
    await localModelIdle(local());
    const order: string[] = [];
    const writing = await visitor('198.51.100.1');
    expect(writing.seen[0]?.event).toBe('delta');
    const leaving = await visitor('198.51.100.2');
    const staying = await visitor('198.51.100.3');
    expect([positions(leaving), positions(staying)]).toEqual([[1], [2]]);

    // The same client again, while it waits: refused, and its place is kept.
    await refusal(await ask('198.51.100.3'), 503, 'busy', ALREADY_WAITING_MESSAGE);

    const writingEnds = writing.rest().then(() => order.push('first recipe ended'));
    await leaving.stop();
    expect(await staying.next()).toMatchObject({ event: 'queued', data: { position: 1 } });
    order.push('moved up');
    // The first recipe is stopped only now (writing it whole would take seconds more).
    await writing.stop();
    await writingEnds;
    // Moved up while the first recipe was still being written: the place was freed at once.
    expect(order).toEqual(['moved up', 'first recipe ended']);
    // Then its recipe begins.
    expect(await staying.next()).toMatchObject({ event: 'delta' });
    await staying.stop();
  }, 120_000);
});
