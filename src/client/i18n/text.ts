import { DEFAULT_LANGUAGE, type Language } from '../../recipe/languages';
import type {
  Catalog,
  ErrorCatalog,
  OtherCatalog,
  ProblemCatalog,
  ProblemKey,
  TextKey,
} from './catalog';
import en from './en';

type Vars = Readonly<Record<string, string | number>>;

const loader = () => import('./catalog-loader');

let language: Language = DEFAULT_LANGUAGE;
let catalog: Catalog = en;
let errors: ErrorCatalog | null = null;
let problems: ProblemCatalog | null = null;
const listeners = new Set<() => void>();
/**
 * Sent on `document` as a language is about to be shown; the lazy chunks' words (later-text.ts)
 * listen for it rather than import this module, which would split the page's first chunk.
 */
export const LANGUAGE_EVENT = 'recipe-page-language';
export interface LanguageEventDetail {
  language: Language;
  /** Holds the language back until `loading` is done. */
  waitFor: (loading: Promise<unknown>) => void;
}

export function currentLanguage(): Language {
  return language;
}

/** Fills `{name}` with `vars.name`; a number is written the language's way. */
export function fill(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(language, options);
}

/** The page's words for `key` in the language shown. */
export function t(key: TextKey, vars?: Vars): string {
  return fill(catalog[key], vars);
}

type PluralKey = {
  [Key in TextKey]: Key extends `${infer Stem}One` ? Stem : never;
}[TextKey];

/** `{stem}One` or `{stem}Other`, as the language's plural rules say for `count`. */
export function plural(stem: PluralKey, count: number, vars?: Vars): string {
  const one = new Intl.PluralRules(language).select(count) === 'one';
  return t(`${stem}${one ? 'One' : 'Other'}`, { count, ...vars });
}

/** The server's error message in the language shown; English keeps the server's own words. */
export function errorText(code: keyof ErrorCatalog, english: string): string {
  return errors?.[code] ?? english;
}

/** A refused entry's problem in the language shown; English keeps the shared rules' words. */
export function problemText(key: ProblemKey, english: () => string, vars?: Vars): string {
  return problems ? fill(problems[key], vars) : english();
}

/** Puts a language's catalog in place (the prerender, and the page before it hydrates). */
export function setCatalog(tag: Language, words: Catalog | OtherCatalog): void {
  language = tag;
  catalog = words;
  const other = 'errors' in words ? (words as OtherCatalog) : null;
  errors = other?.errors ?? null;
  problems = other?.problems ?? null;
}

export async function loadCatalog(tag: Language): Promise<Catalog | OtherCatalog> {
  return tag === 'en' ? en : (await loader()).loadOtherCatalog(tag);
}

/** Switches the page to `tag` once its words (and those of the chunks already loaded) are here. */
export async function showLanguage(tag: Language): Promise<void> {
  const waits: Promise<unknown>[] = [];
  const detail: LanguageEventDetail = { language: tag, waitFor: (loading) => waits.push(loading) };
  document.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail }));
  const [words, { pointPageAt }] = await Promise.all([
    loadCatalog(tag),
    loader(),
    Promise.all(waits),
  ]);
  setCatalog(tag, words);
  pointPageAt(tag);
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the language shown changes; returns how to stop. */
export function onLanguageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
