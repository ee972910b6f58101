/**
 * A language is data: its tag in LANGUAGES and its files (docs/languages.md). This fails when a
 * language lacks one of them, when a file has no language, or when the prompt sentence asks for
 * headings the recipe reader cannot read.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_NAMES } from '../../src/recipe/languages';
import { PAGE_HEADS } from '../../src/client/i18n/page-heads';
import { loadOtherCatalog } from '../../src/client/i18n/catalog-loader';
import { READER_WORDS } from '../../src/recipe/structured-recipe/words/index';
import { WORD_LIST_LOADERS } from '../../src/recipe/wishes/languages/registry';
import {
  languageChangeSentence,
  languageSentence,
} from '../../src/server/prompt/language-sentences';

const OTHERS = LANGUAGES.filter((tag) => tag !== 'en');

/** The folders that hold one file per language other than English, `<tag>.ts`. */
const FOLDERS = [
  'src/client/i18n',
  'src/client/i18n/later',
  'src/recipe/wishes/languages',
  'src/recipe/structured-recipe/words',
];

const root = new URL('../../', import.meta.url);
const tagsIn = (folder: string) =>
  readdirSync(new URL(folder, root))
    .filter((name) => /^[a-z]{2}\.ts$/.test(name))
    .map((name) => name.slice(0, 2))
    .filter((tag) => tag !== 'en');

describe('each language other than English', () => {
  it.each(OTHERS)('%s has every file and entry a language needs', async (tag) => {
    for (const folder of FOLDERS) {
      expect(existsSync(new URL(`${folder}/${tag}.ts`, root)), `${folder}/${tag}.ts`).toBe(true);
    }
    expect(LANGUAGE_NAMES[tag].trim()).not.toBe('');
    expect(PAGE_HEADS[tag].title.trim()).not.toBe('');
    expect((await loadOtherCatalog(tag)).appTitle.trim()).not.toBe('');
    expect((await WORD_LIST_LOADERS[tag]()).default.offAllergens).toBeTruthy();
    expect(READER_WORDS[tag].ingredients.length).toBeGreaterThan(0);
    expect(languageSentence(tag)).toMatch(/^Write the whole recipe in [A-Z]\w+,/);
    expect(languageChangeSentence(tag)).toMatch(/^Keep the recipe in [A-Z]\w+\.$/);
  });

  it.each(OTHERS)('%s: the headings the prompt asks for are ones the reader reads', (tag) => {
    const [ingredients, steps] = [...languageSentence(tag).matchAll(/"([^"]+)"/g)].map((match) =>
      match[1]!.toLowerCase(),
    );
    const reads = (patterns: readonly string[], heading: string) =>
      new RegExp(`^(?:${patterns.join('|')})`, 'iu').test(heading);
    expect(reads(READER_WORDS[tag].ingredients, ingredients!), ingredients).toBe(true);
    expect(reads(READER_WORDS[tag].steps, steps!), steps).toBe(true);
  });

  it('has no file for a tag LANGUAGES does not hold', () => {
    for (const folder of FOLDERS) expect(tagsIn(folder).sort(), folder).toEqual([...OTHERS].sort());
    expect(Object.keys(WORD_LIST_LOADERS).sort()).toEqual([...OTHERS].sort());
  });
});
