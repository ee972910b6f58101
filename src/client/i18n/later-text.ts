/**
 * The words of the lazy chunks (the wishes notice, My recipes, the kitchen). Imported only by
 * them, so neither the English words nor this code is in the JavaScript before interaction; each
 * chunk's loader awaits `laterTextReady` first. It imports nothing of the page's first chunk
 * (that would make the bundler split shared modules out of it): it follows the language through
 * the event text.ts sends, and reads the page's language from `<html lang>`.
 */
import type { LaterCatalog, LaterKey } from './catalog';
import en from './later/en';

type Vars = Readonly<Record<string, string | number>>;

/** Every `later/<tag>.ts` but English, which this module carries. */
const CATALOGS = import.meta.glob<{ default: LaterCatalog }>(['./later/*.ts', '!./later/en.ts']);
/** Kept in step with text.ts's LANGUAGE_EVENT. */
const LANGUAGE_EVENT = 'recipe-page-language';

let language = 'en';
let words: LaterCatalog = en;

async function follow(tag: string): Promise<void> {
  const path = `./later/${tag}.ts`;
  const load = Object.hasOwn(CATALOGS, path) ? CATALOGS[path] : undefined;
  const next = load ? (await load()).default : en;
  language = load ? tag : 'en';
  words = next;
}

// No document where these modules are read outside a page (the unit tests' Node): English.
const page = typeof document === 'undefined' ? undefined : document;
page?.addEventListener(LANGUAGE_EVENT, (event) => {
  const { language: tag, waitFor } = (
    event as CustomEvent<{
      language: string;
      waitFor: (loading: Promise<unknown>) => void;
    }>
  ).detail;
  waitFor(follow(tag));
});
const ready = follow(page?.documentElement.lang ?? 'en');

/** Resolves once the lazy chunks' words are in the language shown. */
export const laterTextReady = (): Promise<void> => ready;

/** The language these words are in, for numbers and dates. */
export const laterLanguage = (): string => language;

export function lt(key: LaterKey, vars?: Vars): string {
  const template = words[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString(language) : value;
  });
}

type PluralKey = {
  [Key in LaterKey]: Key extends `${infer Stem}One` ? Stem : never;
}[LaterKey];

export function ltPlural(stem: PluralKey, count: number): string {
  const one = new Intl.PluralRules(language).select(count) === 'one';
  return lt(`${stem}${one ? 'One' : 'Other'}`, { count });
}

/** A diet's name, for the wishes notice and hint. */
export function dietName(diet: string): string {
  const key = DIET_KEYS[diet];
  return key ? lt(key) : diet;
}

const DIET_KEYS: Readonly<Record<string, LaterKey>> = {
  vegetarian: 'dietVegetarian',
  vegan: 'dietVegan',
  'gluten-free': 'dietGlutenFree',
  'dairy-free': 'dietDairyFree',
  'nut-free': 'dietNutFree',
};

/**
 * A group the wishes check names (`because`: "milk", "tree nuts") in the language shown; a name
 * it does not know stays as it is.
 */
export function groupName(group: string): string {
  const key = `group${group.replace(/(?:^|\s+)(\p{L})/gu, (_, letter: string) => letter.toUpperCase())}`;
  return Object.hasOwn(words, key) ? lt(key as LaterKey) : group;
}
