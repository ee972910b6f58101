import { describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE } from '../../src/server/prompt/prompt.js';
import { providerRequestFor } from '../support/recipe-visitor.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { injectRecipe, type TestServer } from '../support/test-server.js';

const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';

describe('POST api/recipe with options', () => {
  const providerMessages = async (server: TestServer, body: unknown) =>
    (await providerRequestFor(server, body)).messages;

  it('sends exactly the original prompt when no option is chosen', async () => {
    const server = await startServerForThisTest();
    expect(await providerMessages(server, { ingredients: ['milk', 'eggs', 'flour'] })).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
    ]);
  });

  it('sends the original prompt for an empty options object', async () => {
    const server = await startServerForThisTest();
    expect(
      await providerMessages(server, {
        ingredients: ['milk', 'eggs', 'flour'],
        options: { diet: [] },
      }),
    ).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
    ]);
  });

  it('puts servings and dietary needs in the system message only', async () => {
    const server = await startServerForThisTest();
    const messages = await providerMessages(server, {
      ingredients: ['milk', 'eggs', 'flour'],
      options: { servings: 2, diet: ['vegetarian', 'gluten-free'] },
    });
    expect(messages).toEqual([
      {
        role: 'system',
        content: `${SYSTEM_MESSAGE} The recipe should serve 2 people. The recipe must be vegetarian, gluten-free.`,
      },
      { role: 'user', content: USER_MESSAGE },
    ]);
    expect(server.provider.requests[0]!.body.max_tokens).toBe(512);
  });

  it.each([{ servings: 20 }, { diet: ['paleo'] }, { colour: 'red' }])(
    'refuses options %j with 400 invalid_request and never calls the provider',
    async (options) => {
      const server = await startServerForThisTest();
      const response = await injectRecipe(server, {
        ingredients: ['milk', 'eggs', 'flour'],
        options,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_request' } });
      expect(server.provider.requests).toHaveLength(0);
    },
  );
});
