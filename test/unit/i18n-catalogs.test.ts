import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/recipe/languages';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors';
import en from '../../src/client/i18n/en';
import laterEn from '../../src/client/i18n/later/en';
import { PAGE_HEADS } from '../../src/client/i18n/page-heads';
import { GROUPS } from '../../src/recipe/wishes/groups';
import type { OtherCatalog, LaterCatalog } from '../../src/client/i18n/catalog';
import { acceptedLanguage, pageLanguageFor } from '../../src/server/routes/page-language';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

const core = async (language: string) =>
  ((await import(`../../src/client/i18n/${language}.ts`)) as { default: OtherCatalog }).default;
const later = async (language: string) =>
  ((await import(`../../src/client/i18n/later/${language}.ts`)) as { default: LaterCatalog })
    .default;

/** The `{name}` placeholders of a template, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Every key of `source` is in `catalog`, non-empty, with the same placeholders; `{detail}` (the
 * shared rules' English words) may be left out by another language, and only that one.
 */
function expectSameShape(source: Record<string, string>, catalog: Record<string, unknown>) {
  expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
  for (const [key, english] of Object.entries(source)) {
    const text = catalog[key];
    expect(typeof text, key).toBe('string');
    expect((text as string).trim(), key).not.toBe('');
    expect((text as string).includes('{detail}'), `${key} repeats English words`).toBe(false);
    expect(placeholders(text as string), key).toEqual(
      placeholders(english).filter((name) => name !== 'detail'),
    );
  }
}

describe('the page catalogs', () => {
  it.each(OTHERS)('%s has every key of English, none empty, the same placeholders', async (tag) => {
    const { errors, problems, ...words } = await core(tag);
    expectSameShape(en, words);
    expect(Object.keys(errors).sort()).toEqual(
      [...Object.keys(RECIPE_ERRORS), 'network', 'rate_limited_today', 'slot_lost'].sort(),
    );
    for (const [code, text] of Object.entries(errors)) expect(text.trim(), code).not.toBe('');
    for (const [key, text] of Object.entries(problems)) {
      expect(text.trim(), key).not.toBe('');
      // The lengths are filled in the page's language.
      expect(
        placeholders(text).every((name) => name === 'min' || name === 'max'),
        key,
      ).toBe(true);
    }
    expectSameShape(laterEn, (await later(tag)) as Record<string, unknown>);
  });

  it('each language is more than English with other words: no catalog copies English', async () => {
    for (const tag of OTHERS) {
      const words = await core(tag);
      const same = Object.keys(en).filter(
        (key) => words[key as keyof typeof en] === en[key as keyof typeof en],
      );
      // Product names and a few short words may stay as they are ("Demo", "vegan").
      expect(same.length, `${tag}: ${same.join(', ')}`).toBeLessThan(5);
    }
  });

  it('names every group the wishes check knows (a conflict\'s "because")', () => {
    const keys = GROUPS.map(
      (group) => `group${group.replace(/(?:^|\s+)(\p{L})/gu, (_, l: string) => l.toUpperCase())}`,
    );
    for (const [at, key] of keys.entries()) {
      expect(laterEn[key as keyof typeof laterEn], key).toBe(GROUPS[at]);
    }
  });

  it('uses the cooking words of each language', async () => {
    expect((await later('de')).ingredients).toBe('Zutaten');
    expect((await later('de')).steps).toBe('Zubereitung');
    expect((await later('fr')).ingredients).toBe('Ingrédients');
    expect((await later('fr')).steps).toBe('Préparation');
  });

  it('has a title and a manifest name per language', () => {
    expect(Object.keys(PAGE_HEADS).sort()).toEqual([...LANGUAGES].sort());
    expect(PAGE_HEADS.en.title).toBe(en.appTitle);
  });
});

describe('the page language the server picks', () => {
  it('reads Accept-Language by its weights, a region as its language', () => {
    expect(acceptedLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLanguage('nl,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(acceptedLanguage('en;q=0.2,pt-BR;q=0.9')).toBe('pt');
    expect(acceptedLanguage('de;q=0,it')).toBe('it');
    expect(acceptedLanguage('nl,sv')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });

  it('prefers the lang cookie, then Accept-Language, then English', () => {
    expect(pageLanguageFor('a=1; lang=es', 'de')).toBe('es');
    expect(pageLanguageFor('lang=xx', 'fr')).toBe('fr');
    expect(pageLanguageFor(undefined, 'nl')).toBe('en');
  });
});
