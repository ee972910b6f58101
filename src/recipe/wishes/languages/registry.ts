/**
 * Which languages the wishes check reads besides English, and where each one's word list lives:
 * adding a language is adding its tag to LANGUAGES (languages.ts) and its list, `<tag>.ts`, beside
 * this file; nothing here names a language. Each list is its own module, so that the page loads
 * only its language's.
 */
import { LANGUAGES, type Language } from '../../languages.js';
import type { WordList } from './word-list.js';

type OtherLanguage = Exclude<Language, 'en'>;
type ImportWordList = (language: OtherLanguage) => Promise<{ default: WordList }>;

const OTHER_LANGUAGES = LANGUAGES.filter((tag): tag is OtherLanguage => tag !== 'en');

/**
 * Node (the server, built or run by the tests) finds `<tag>.js` beside this module. The page's
 * bundler cannot follow this pattern to the `.ts` sources: the wishes chunk sets its own
 * (setWordListImporter, with the bundler's glob).
 */
let importWordList: ImportWordList = (tag) =>
  import(/* @vite-ignore */ `./${tag}.js`) as Promise<{ default: WordList }>;

export function setWordListImporter(importer: ImportWordList): void {
  importWordList = importer;
}

export const WORD_LIST_LOADERS: Readonly<
  Record<OtherLanguage, () => Promise<{ default: WordList }>>
> = Object.fromEntries(OTHER_LANGUAGES.map((tag) => [tag, () => importWordList(tag)])) as Record<
  OtherLanguage,
  () => Promise<{ default: WordList }>
>;

const loaded = new Map<Language, WordList>();

/** The word list of a language if it is loaded (English needs none: undefined). */
export function loadedWordList(language: Language | undefined): WordList | undefined {
  return language === undefined ? undefined : loaded.get(language);
}

/** Makes a list known to the check without a dynamic import (the server, tests). */
export function registerWordList(language: Language, words: WordList): void {
  loaded.set(language, words);
}

/** Loads a language's word list once; English and loaded languages resolve at once. */
export async function loadWordList(language: Language | undefined): Promise<void> {
  if (language === undefined || language === 'en' || loaded.has(language)) return;
  const words = (await WORD_LIST_LOADERS[language]()).default;
  loaded.set(language, words);
}

/** Every language's list, for the server, which checks recipes in all of them. */
export async function loadAllWordLists(): Promise<void> {
  await Promise.all(Object.keys(WORD_LIST_LOADERS).map((tag) => loadWordList(tag as Language)));
}
