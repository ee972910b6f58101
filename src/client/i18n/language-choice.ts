import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../recipe/languages';
import { showLanguage } from './text';

const KEY = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the server prerendered this page in (`<html lang>`). */
export function pageLanguage(): Language {
  const tag = document.documentElement.lang;
  return isLanguage(tag) ? tag : DEFAULT_LANGUAGE;
}

/** The first of the browser's languages the page speaks ("de-AT" reads as German), else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Kept in the browser, and in a cookie the server reads to send the page in this language the
 * next time (no English first).
 */
function remember(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (a private window): the cookie still carries the choice.
  }
  document.cookie = `${KEY}=${language}; path=${import.meta.env.BASE_URL}; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The language to show: the visitor's choice, else on a first visit the browser's. */
export function wantedLanguage(): Language {
  const language = storedLanguage() ?? browserLanguage();
  remember(language);
  return language;
}

/** Shows the page in `language` and keeps the choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  remember(language);
  await showLanguage(language);
}
