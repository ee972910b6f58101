import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../recipe/languages.js';

/** The `lang` cookie's value when it names a language of the page. */
function cookieLanguage(cookie: string | undefined): Language | null {
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === 'lang') {
      const tag = value?.trim();
      return isLanguage(tag) ? tag : null;
    }
  }
  return null;
}

/**
 * The best of the page's languages in an Accept-Language header, by its q-values (a tag such as
 * de-AT counts as de; q=0 refuses), else null.
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; weight: number } | null = null;
  // Bounded: a header of hundreds of entries is read up to its 32nd.
  for (const part of header.split(',').slice(0, 32)) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    const language = LANGUAGES.find((tag) => tag === range.trim().split('-')[0]);
    if (language && weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? null;
}

/** The language to send the page in: the visitor's choice (cookie), else the browser's. */
export function pageLanguageFor(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return cookieLanguage(cookie) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
