/**
 * The languages the page, the recipe and the wishes check speak. English is the default and the
 * fallback. A language is added as data: its tag here, its page strings, its prompt sentence, its
 * section headings and its word lists, each in its own file named by the tag.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name for itself, as the language control shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
