/**
 * The sentence added to the system message for a recipe in another language than English: it
 * names the language and the headings a cook of that language expects, so that the recipe reader
 * finds them. A new language is one more line here.
 */
import type { Language } from '../../recipe/languages.js';

export const LANGUAGE_SENTENCES: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  de: 'Write the whole recipe in German, its title and its headings too (such as "Zutaten" and "Zubereitung").',
  fr: 'Write the whole recipe in French, its title and its headings too (such as "Ingrédients" and "Préparation").',
  es: 'Write the whole recipe in Spanish, its title and its headings too (such as "Ingredientes" and "Preparación").',
  it: 'Write the whole recipe in Italian, its title and its headings too (such as "Ingredienti" and "Procedimento").',
  pt: 'Write the whole recipe in Portuguese, its title and its headings too (such as "Ingredientes" and "Modo de preparo").',
};

/** What a change of a recipe adds, so that the new version stays in the recipe's language. */
export const LANGUAGE_CHANGE_SENTENCES: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  de: 'Keep the recipe in German.',
  fr: 'Keep the recipe in French.',
  es: 'Keep the recipe in Spanish.',
  it: 'Keep the recipe in Italian.',
  pt: 'Keep the recipe in Portuguese.',
};

export function languageSentence(language: Language | undefined): string {
  return language === undefined || language === 'en' ? '' : LANGUAGE_SENTENCES[language];
}

export function languageChangeSentence(language: Language | undefined): string {
  return language === undefined || language === 'en' ? '' : LANGUAGE_CHANGE_SENTENCES[language];
}
