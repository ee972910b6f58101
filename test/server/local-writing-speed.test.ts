/**
 * The local model's measured writing speed, behind the waiting line's estimates and a waiting
 * recipe's total time limit, cannot be skewed by a visitor who leaves long revisions after a few
 * words: only recipes written to their end are measured. Real model runs on the tiny test model,
 * one sequence, so a second recipe waits and is told its estimate.
 */
import { describe, expect, it, vi } from 'vitest';
import { endedRecipes, localModelIdle } from '../support/app-state.js';
import { useLocalModelServer } from '../support/local-model-server.js';
import { liveEvents, readEvents } from '../support/sse.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { postRecipe } from '../support/test-server.js';

vi.setConfig({ testTimeout: 60_000 });

const local = useLocalModelServer(
  {},
  { LOCAL_SEQUENCES: '1', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100', METRICS_PORT: '0' },
);

const ask = (client: string, body: unknown = INGREDIENTS) =>
  postRecipe(local(), body, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
  });

/** The estimate a recipe waiting at place 1 is told, while another is written; both then stopped. */
async function estimateForNext(): Promise<number> {
  await localModelIdle(local());
  const writing = liveEvents(await ask('203.0.113.1'));
  expect((await writing.next())?.event).toBe('delta');
  const waiting = liveEvents(await ask('203.0.113.2'));
  const queued = await waiting.next();
  await waiting.stop();
  await writing.stop();
  expect(queued).toMatchObject({ event: 'queued', data: { position: 1 } });
  return queued!.data.etaSeconds as number;
}

/**
 * A long revision (about 1,000 tokens to read), left after its first 40 characters: past the 16
 * tokens a speed needs (the tiny model writes a character a token), far from its 512. Counted in
 * characters, not pieces: text that piles up while a loaded machine's reader is busy goes as one
 * piece, so 20 pieces could be the whole revision.
 */
async function leaveLongRevision(): Promise<void> {
  await localModelIdle(local());
  const shown = `# Pancakes\n\n${'1. Whisk the milk and the eggs, then rest it.\n'.repeat(20)}`;
  const response = await ask('198.51.100.7', {
    ...INGREDIENTS,
    revise: { recipe: shown, change: 'Make it without eggs.' },
  });
  // A refusal here (a status, not a stream) says why, rather than "no event".
  expect(response.status).toBe(200);
  const events = liveEvents(response);
  let characters = 0;
  while (characters < 40) {
    const event = await events.next();
    expect(event?.event).toBe('delta');
    characters += (event!.data.text as string).length;
  }
  await events.stop();
}

describe('the measured writing speed', () => {
  it('does not move for revisions their visitor left early: the estimate stays as it was', async () => {
    // One whole recipe measures the speed.
    const whole = await ask('192.0.2.1').then(readEvents);
    expect(whole.at(-1)).toEqual({
      event: 'done',
      data: { finishReason: 'length', conflicts: [] },
    });
    const before = await estimateForNext();

    for (let i = 0; i < 6; i++) await leaveLongRevision();
    await localModelIdle(local());
    const left = endedRecipes(local()).filter((recipe) => recipe.outcome === 'stopped');
    // The six revisions and the recipes stopped while estimating.
    expect(left.length).toBeGreaterThanOrEqual(6);

    expect(await estimateForNext()).toBe(before);
  });
});
