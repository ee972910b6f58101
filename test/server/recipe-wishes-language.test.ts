/**
 * The `done` event's conflicts for a recipe asked in another language: the server reads the
 * recipe's words in that language (and in English, which models mix in).
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { readEvents } from '../support/sse.js';
import { useTestServer } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const GERMAN = [
  '# Zum Frühstück\n\n## Zutaten\n\n',
  '- 250 g Weizenmehl\n- 2 Eier\n- 400 ml Hafermilch\n- 100 ml Schlagsahne\n',
  '- 1 EL Butterschmalz\n- Haselnüsse, gehackt\n\n',
  '## Zubereitung\n\n1. Alles verrühren, ohne Milch.\n',
];

async function conflictsOf(server: TestServer, options: unknown) {
  server.provider.use(streamOf(GERMAN));
  const response = await postRecipe(server, { ingredients: ['Mehl', 'Eier', 'Milch'], options });
  expect(response.status, await response.clone().text()).toBe(200);
  const done = (await readEvents(response)).at(-1);
  expect(done?.event).toBe('done');
  return (done!.data as { conflicts: unknown[] }).conflicts;
}

describe('POST api/recipe: the wishes check in the recipe language', () => {
  const server = useTestServer({ RATE_LIMIT_PER_MINUTE: '100' });

  it('finds compounds, plurals and the visitor group names in a German recipe', async () => {
    const conflicts = await conflictsOf(server, {
      language: 'de',
      diet: ['vegan', 'gluten-free'],
      avoid: ['Nüsse'],
    });
    expect(conflicts).toEqual([
      { wish: 'gluten-free', found: 'Weizenmehl', because: 'wheat' },
      { wish: 'vegan', found: 'Eier', because: 'egg' },
      { wish: 'gluten-free', found: 'Hafermilch', because: 'oats' },
      { wish: 'vegan', found: 'Schlagsahne', because: 'milk' },
      { wish: 'vegan', found: 'Butterschmalz', because: 'milk' },
      { wish: 'Nüsse', found: 'Haselnüsse', because: 'tree nuts' },
    ]);
  });

  it('reads English words only without the language', async () => {
    const conflicts = await conflictsOf(server, {
      diet: ['vegan', 'gluten-free'],
      avoid: ['Nüsse'],
    });
    expect(conflicts).toEqual([]);
  });
});
