/**
 * `options.language`: one sentence in the system message asking for the recipe and its headings
 * in that language, and a reminder with a change of a recipe; English is the original prompt.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/recipe/languages.js';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.js';
import { SYSTEM_MESSAGE } from '../../src/server/prompt/prompt.js';
import { providerRequestFor } from '../support/recipe-visitor.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { injectRecipe } from '../support/test-server.js';

const INGREDIENTS = ['milk', 'eggs', 'flour'];
const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';
const ORIGINAL = [
  { role: 'system', content: SYSTEM_MESSAGE },
  { role: 'user', content: USER_MESSAGE },
];

/** Written by hand: the language each tag names, and the headings its sentence asks for. */
const EXPECTED = [
  { tag: 'de', name: 'German', headings: ['"Zutaten"', '"Zubereitung"'] },
  { tag: 'fr', name: 'French', headings: ['"Ingrédients"', '"Préparation"'] },
  { tag: 'es', name: 'Spanish', headings: ['"Ingredientes"', '"Preparación"'] },
  { tag: 'it', name: 'Italian', headings: ['"Ingredienti"', '"Procedimento"'] },
  { tag: 'pt', name: 'Portuguese', headings: ['"Ingredientes"', '"Modo de preparo"'] },
];

describe('POST api/recipe with options.language', () => {
  it('covers every language but English in these tests', () => {
    expect(EXPECTED.map(({ tag }) => tag)).toEqual(LANGUAGES.filter((tag) => tag !== 'en'));
  });

  it.each(EXPECTED)(
    'asks for the recipe and its headings in $name for "$tag", in the system message only',
    async ({ tag, name, headings }) => {
      const server = await startServerForThisTest();
      const { messages = [] } = await providerRequestFor(server, {
        ingredients: INGREDIENTS,
        options: { language: tag },
      });
      expect(messages).toHaveLength(2);
      expect(messages[1]).toEqual({ role: 'user', content: USER_MESSAGE });
      const system = messages[0]!;
      expect(system.role).toBe('system');
      expect(system.content.startsWith(`${SYSTEM_MESSAGE} `)).toBe(true);
      const sentence = system.content.slice(SYSTEM_MESSAGE.length + 1);
      expect(sentence).toContain(`in ${name}`);
      for (const heading of headings) expect(sentence).toContain(heading);
      expect(sentence.match(/\.(\s|$)/g)).toHaveLength(1);
    },
  );

  it('sends exactly the original prompt with no options and with "en" given', async () => {
    for (const body of [
      { ingredients: INGREDIENTS },
      { ingredients: INGREDIENTS, options: { language: 'en' } },
    ]) {
      const server = await startServerForThisTest();
      expect((await providerRequestFor(server, body)).messages).toEqual(ORIGINAL);
      await server.close();
    }
  });

  it('adds the language after the other options, and asks a change in the same language', async () => {
    const server = await startServerForThisTest();
    const recipe =
      '# Crêpes\n\n## Ingrédients\n\n- 250 g de farine\n\n## Préparation\n\n1. Mélanger.';
    const { messages = [] } = await providerRequestFor(server, {
      ingredients: INGREDIENTS,
      options: { servings: 2, language: 'fr' },
      revise: { recipe, change: 'Sans œufs' },
    });
    expect(messages[0]!.content).toMatch(
      /^.+ The recipe should serve 2 people\. Write the whole recipe in French, .+\.$/,
    );
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: USER_MESSAGE },
      { role: 'assistant', content: recipe },
      { role: 'user', content: 'Please change this recipe: Sans œufs Keep the recipe in French.' },
    ]);
  });

  it.each(['xx', 'EN', 'de-DE', 'german', '', 42, null, ['de']])(
    'refuses the language %j with 400 invalid_request naming the tags, and never calls the provider',
    async (language) => {
      const server = await startServerForThisTest();
      const response = await injectRecipe(server, {
        ingredients: INGREDIENTS,
        options: { language },
      });
      expect(response.status).toBe(400);
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(header)).toBe(value);
      }
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_request',
          message: '"options.language" must be one of "en", "de", "fr", "es", "it" or "pt".',
        },
      });
      expect(server.provider.requests).toHaveLength(0);
    },
  );
});
