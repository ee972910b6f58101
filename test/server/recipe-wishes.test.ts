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

const INGREDIENTS = ['rice', 'carrots', 'peanuts'];
const SATAY = [
  '# Rice bowl\n\n',
  '- 200 g rice\n- 2 carrots\n',
  '- 2 tbsp Peanuts, crushed\n- 1 tbsp butter\n\n',
  '1. Cook the rice.\n2. Top with the peanuts.',
];
const CLEAN = ['# Rice bowl\n\n', '- 200 g rice\n- 2 carrots\n\n', '1. Cook the rice.'];

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
    server.provider.use(streamOf(SATAY));
    const { done } = await doneOf(server, { ingredients: INGREDIENTS });
    expect(done).toEqual({ finishReason: 'stop', conflicts: [] });
    expect(await conflictCounts(server)).toEqual(before);
  });

  it('names each thing to avoid found, as sent and as it stands in the text, once', async () => {
    const before = await conflictCounts(server);
    server.provider.use(streamOf(SATAY));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['peanuts', 'butter', 'cilantro'] },
    });
    expect(done.conflicts).toEqual([
      { wish: 'peanuts', found: 'Peanuts', because: null },
      { wish: 'butter', found: 'butter', because: null },
    ]);
    const after = await conflictCounts(server);
    expect(after.avoid).toBe(before.avoid! + 1);
    expect(after.diet).toBe(before.diet);
  });

  it('gives an empty list, and counts nothing, for a recipe that names none of them', async () => {
    const before = await conflictCounts(server);
    server.provider.use(streamOf(CLEAN));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['peanuts'], diet: ['vegan'] },
    });
    expect(done).toEqual({ finishReason: 'stop', conflicts: [] });
    expect(await conflictCounts(server)).toEqual(before);
  });

  it('checks a recipe cut off at its token limit too', async () => {
    server.provider.use(streamOf(SATAY.slice(0, 3), { finishReason: 'length' }));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['peanuts'] },
    });
    expect(done).toEqual({
      finishReason: 'length',
      conflicts: [{ wish: 'peanuts', found: 'Peanuts', because: null }],
    });
  });

  it('checks a revision by its own new text, not the recipe it changes', async () => {
    server.provider.use(streamOf(CLEAN));
    const clean = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['peanuts'] },
      revise: { recipe: SATAY.join(''), change: 'Replace Peanuts: avoid peanuts.' },
    });
    expect(clean.done.conflicts).toEqual([]);

    server.provider.use(streamOf(SATAY));
    const broken = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { avoid: ['butter'] },
      revise: { recipe: CLEAN.join(''), change: 'make it richer' },
    });
    expect(broken.done.conflicts).toEqual([{ wish: 'butter', found: 'butter', because: null }]);
  });

  // These need the checker's diet lists (what each diet excludes).
  it('names what a chosen diet excludes, with what it contains, and counts the recipe once per kind', async () => {
    const before = await conflictCounts(server);
    server.provider.use(streamOf(SATAY));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { diet: ['dairy-free'], avoid: ['peanuts'] },
    });
    expect(done.conflicts).toContainEqual({ wish: 'dairy-free', found: 'butter', because: 'milk' });
    expect(done.conflicts).toContainEqual({ wish: 'peanuts', found: 'Peanuts', because: null });
    const after = await conflictCounts(server);
    expect(after.diet).toBe(before.diet! + 1);
    expect(after.avoid).toBe(before.avoid! + 1);
  });

  it('checks a revision against a diet', async () => {
    server.provider.use(streamOf(SATAY));
    const { done } = await doneOf(server, {
      ingredients: INGREDIENTS,
      options: { diet: ['dairy-free'] },
      revise: { recipe: CLEAN.join(''), change: 'make it richer' },
    });
    expect(done.conflicts).toEqual([{ wish: 'dairy-free', found: 'butter', because: 'milk' }]);
  });
});
