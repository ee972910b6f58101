/**
 * The messages the lazy chunks compose (a file import refused or partly done, a shared link that
 * cannot be opened or made, the change "Rewrite without these" asks for) in each language the page
 * speaks: no English sentence in another language, and English exactly as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/recipe/languages';
import { findChangeProblem } from '../../src/recipe/revision-rules';
import { showLanguage } from '../../src/client/i18n/text';
import { laterLanguage } from '../../src/client/i18n/later-text';
import { rewriteChange } from '../../src/client/wishes/rewrite-change';
import { conflictSentence } from '../../src/client/wishes/WishesNotice';
import { readMyRecipesFile, tooLargeMessage } from '../../src/client/my-recipes/my-recipes-file';
import { importedMessage } from '../../src/client/my-recipes/RecipeFileControls';
import { withDates, type MyRecipe } from '../../src/client/my-recipes/my-recipe';
import { makeShareFragment, openShareFragment } from '../../src/client/take-along/share-link';

const OTHERS = LANGUAGES.filter((tag) => tag !== 'en');

/** Words no sentence of another language holds (each a whole word, any case). */
const ENGLISH = /\b(the|this|recipes?|cannot|imported|replace|leave out|keep it|link is)\b/i;

const soup = (id: string, minute: number): MyRecipe =>
  withDates(id, [
    {
      markdown: `# Suppe ${minute}\n\nRühren.`,
      status: 'done',
      finishReason: 'stop',
      ingredients: ['Milch', 'Eier', 'Mehl'],
      options: {},
      writtenAt: new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString(),
    },
  ]);

/** Every message these chunks compose, in the language shown. */
async function messages(): Promise<string[]> {
  const read = [soup('i1', 1), soup('i2', 2), soup('i3', 3)];
  const own = Array.from({ length: 199 }, (_, index) => soup(`o${index}`, 4));
  const notOurs = JSON.stringify({ '@graph': [] });
  const file = (graph: unknown[], format = 1) =>
    JSON.stringify({ '@graph': graph, recipeGeneratorExport: { format } });
  const refused = (text: string) => {
    const result = readMyRecipesFile(text);
    return result.ok ? 'imported' : result.message;
  };
  const link = await openShareFragment('#r1.!!');
  const newer = await openShareFragment('#r9.abc');
  const long = await openShareFragment(`#r1.${'a'.repeat(16_001)}`);
  const made = await makeShareFragment({
    markdown: '',
    ingredients: ['Milch', 'Eier', 'Mehl'],
    options: {},
    finishReason: 'stop',
  });
  return [
    importedMessage(read, read.slice(0, 2), []),
    importedMessage(read, read.slice(0, 2), own),
    tooLargeMessage(),
    refused('{'),
    refused(notOurs),
    refused(file([], 2)),
    refused(file([])),
    refused(file([{ '@type': 'Person' }])),
    refused(file([{ '@type': 'Recipe' }])),
    link.ok ? 'opened' : link.message,
    newer.ok ? 'opened' : newer.message,
    long.ok ? 'opened' : long.message,
    made.ok ? 'made' : made.message,
  ];
}

afterAll(() => showLanguage('en'));

describe('the lazy chunks’ messages', () => {
  it.each(OTHERS)('are all in %s, none with an English sentence', async (tag: Language) => {
    await showLanguage(tag);
    expect(laterLanguage()).toBe(tag);
    const said = await messages();
    for (const message of said) expect(message, message).not.toMatch(ENGLISH);
    // What a conflict is "because of" is a group of the check, named in the page's language.
    const sentence = conflictSentence({ wish: 'vegan', found: 'Butter', because: 'milk' });
    expect(sentence).not.toMatch(/\bmilk\b/);
    expect(sentence).toMatch(/Butter \(\p{L}+\)/u);
    expect(new Set(said).size).toBe(said.length);
  });

  it.each(OTHERS)(
    'ask for a rewrite in %s that the server accepts as a change',
    async (tag: Language) => {
      await showLanguage(tag);
      const change = rewriteChange([
        { wish: 'dairy-free', found: 'Butter', because: 'milk' },
        { wish: 'vegan', found: 'Honig', because: null },
        { wish: 'Erdnüsse', found: 'Erdnüsse', because: null },
        { wish: 'Erdnüsse', found: 'Erdnussöl', because: null },
      ]);
      expect(findChangeProblem(change), change).toBeNull();
      expect(change, change).not.toMatch(ENGLISH);
      expect(change).toMatch(/Butter.*Honig.*Erdnussöl/);
      // Many words still fit the length of a change, in any language.
      const many = rewriteChange(
        Array.from({ length: 60 }, (_, index) => ({
          wish: 'vegan',
          found: `Zutat ${index}`,
          because: null,
        })),
      );
      expect(findChangeProblem(many), many).toBeNull();
    },
  );

  it('are as before in English', async () => {
    await showLanguage('en');
    const said = await messages();
    expect(said.slice(2)).toEqual([
      'This file is larger than 4 MB, more than an export of My recipes can be, so nothing was imported.',
      'This file is damaged (it is not complete JSON), so nothing was imported.',
      'This file is not an export of My recipes from this page, so nothing was imported.',
      'This file was exported by a newer version of this page and cannot be imported here.',
      'This file holds no recipes, so nothing was imported.',
      'Entry 1 of 1 in this file cannot be imported (not a recipe), so nothing was imported.',
      'Entry 1 of 1 in this file cannot be imported (its versions are missing or not in the form this page writes), so nothing was imported.',
      'This recipe link is damaged (perhaps cut short when it was copied) and cannot be opened. Ask for the link again.',
      'This recipe link was made by a newer version of this page and cannot be opened here.',
      'This recipe link is too long to open (over 16,000 characters after the #).',
      'This recipe cannot be shared as a link: the recipe is empty.',
    ]);
    expect(
      rewriteChange([
        { wish: 'dairy-free', found: 'butter', because: 'milk' },
        { wish: 'milk', found: 'Parmesan', because: null },
      ]),
    ).toBe('Replace butter and Parmesan: keep it dairy-free; leave out milk.');
    expect(conflictSentence({ wish: 'vegan', found: 'butter', because: 'milk' })).toBe(
      'This recipe lists butter (milk), but you asked for vegan.',
    );
  });
});
