/** What the page tests in each language share: the browser's locale, a recipe, the catalogs. */
import type { Language } from '../../src/recipe/languages';
import en from '../../src/client/i18n/en';
import laterEn from '../../src/client/i18n/later/en';
import type { LaterCatalog, OtherCatalog } from '../../src/client/i18n/catalog';

/** The browser's language as a visitor's browser sends it: a region first, then the language. */
export const LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  pt: 'pt-PT',
};

export const TOKENS = [
  '# Pancakes\n\n',
  '## Ingredients\n\n- 200 g flour\n- 2 eggs\n- 50 g butter\n\n',
  '## Steps\n\n1. Whisk everything.\n2. Fry in a hot pan for 5 minutes.\n',
];

/** The page's words in `language`: the first chunk's, the lazy chunks' and the errors'. */
export async function catalogsOf(language: Language) {
  if (language === 'en') return { words: en, later: laterEn, errors: null };
  const words = (
    (await import(`../../src/client/i18n/${language}.ts`)) as { default: OtherCatalog }
  ).default;
  const later = (
    (await import(`../../src/client/i18n/later/${language}.ts`)) as { default: LaterCatalog }
  ).default;
  return { words, later, errors: words.errors };
}
