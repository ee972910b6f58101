/**
 * The `done` event's conflicts: the text the server relayed, checked against the request's diet
 * and things to avoid; and the counter of recipes that break them, by kind.
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { metricsOf } from '../support/app-state.js';
import { valueOf } from '../support/prometheus.js';
import { readEvents, recipeText } from '../support/sse.js';
import { useTestServer } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const INGREDIENTS = ['rice', 'carrots', 'quince'];
/** Quince and lovage are no allergen, diet or group the checker knows: matched as words. */
const BROKEN = [
  '# Quince rice\n\n',
  '- 200 g rice\n- 1 Quince, sliced\n',
  '- a sprig of lovage\n- 1 tbsp butter\n\n',
  '1. Cook the rice.\n2. Top with the quince.',
];
const CLEAN = ['# Rice bowl\n\n', '- 200 g rice\n- 2 carrots\n\n', '1. Cook the rice.'];
const QUINCE = { wish: 'quince', found: 'Quince', because: null };
const LOVAGE = { wish: 'lovage', found: 'lovage', because: null };

async function doneOf(server: TestServer, body: unknown) {
  const response = await postRecipe(server, body);
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  const done = events.at(-1);
  expect(done?.event).toBe('done');
  return { done: done!.data, text: recipeText(events) };
}

async function conflictCounts(server: TestServer) {
  const samples = await metricsOf(server);
  return {
    diet: valueOf(samples, 'recipe_wish_conflicts_total', { kind: 'diet' }),
    avoid: valueOf(samples, 'recipe_wish_conflicts_total', { kind: 'avoid' }),
  };
}

describe('POST api/recipe: where the recipe breaks the wishes', () => {
  const server = useTestServer({ METRICS_PORT: '0', RATE_LIMIT_PER_MINUTE: '100' });

  it('gives an empty list and counts nothing when no wish was given', async () => {
    const before = await conflictCounts(server);
    server.provider.use(streamOf(BROKEN));
    const { done } = await doneOf(server, { ingredients: INGREDIENTS });
    expect(done).toEqual({ finishReason: 'stop', conflicts: [] });
    expect(await conflictCounts(server)).toEqual(before);
  });

  it('names each thing to avoid found, as sent and as it stands in the text, once', async () => {
    const before = await conflictCounts(server);
    server.provider.use(streamOf(BROKEN));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['quince', 'lovage', 'kohlrabi'] },
    });
    expect(done.conflicts).toEqual([QUINCE, LOVAGE]);
    const after = await conflictCounts(server);
    expect(after.avoid).toBe(before.avoid! + 1);
    expect(after.diet).toBe(before.diet);
  });

  it('gives an empty list, and counts nothing, for a recipe that names none of them', async () => {
    const before = await conflictCounts(server);
    server.provider.use(streamOf(CLEAN));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['quince'], diet: ['vegan'] },
    });
    expect(done).toEqual({ finishReason: 'stop', conflicts: [] });
    expect(await conflictCounts(server)).toEqual(before);
  });

  it('checks a recipe cut off at its token limit too', async () => {
    server.provider.use(streamOf(BROKEN.slice(0, 2), { finishReason: 'length' }));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['quince', 'lovage'] },
    });
    expect(done).toEqual({ finishReason: 'length', conflicts: [QUINCE] });
  });

  it('checks a revision by its own new text, not the recipe it changes', async () => {
    server.provider.use(streamOf(CLEAN));
    const clean = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['quince'] },
      revise: { recipe: BROKEN.join(''), change: 'Replace Quince: leave out quince.' },
    });
    expect(clean.done.conflicts).toEqual([]);

    server.provider.use(streamOf(BROKEN));
    const broken = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['lovage'] },
      revise: { recipe: CLEAN.join(''), change: 'make it greener' },
    });
    expect(broken.done.conflicts).toEqual([LOVAGE]);
  });

  // These need the checker's word lists (what each diet excludes, what a known food is).
  it('names what a chosen diet excludes, with what it contains, and counts the recipe once per kind', async () => {
    const before = await conflictCounts(server);
    server.provider.use(streamOf(BROKEN));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { diet: ['dairy-free'], avoid: ['quince'] },
    });
    expect(done.conflicts).toEqual([
      QUINCE,
      { wish: 'dairy-free', found: 'butter', because: 'milk' },
    ]);
    const after = await conflictCounts(server);
    expect(after.diet).toBe(before.diet! + 1);
    expect(after.avoid).toBe(before.avoid! + 1);
  });

  it('checks a revision against a diet', async () => {
    server.provider.use(streamOf(BROKEN));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { diet: ['dairy-free'] },
      revise: { recipe: CLEAN.join(''), change: 'make it richer' },
    });
    expect(done.conflicts).toEqual([{ wish: 'dairy-free', found: 'butter', because: 'milk' }]);
  });

  it('says what a known thing to avoid is', async () => {
    server.provider.use(
      streamOf(['# Crunchy rice\n\n', '- 2 tbsp Peanuts, crushed\n', '- 1 tbsp butter']),
    );
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['peanuts'] },
    });
    expect(done.conflicts).toEqual([{ wish: 'peanuts', found: 'Peanuts', because: 'peanut' }]);
  });
});
