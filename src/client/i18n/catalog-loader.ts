/**
 * Fetches another language's catalog, and points the page's head at that language. A chunk of its
 * own, fetched only when a language other than English is shown, so the English page's first
 * chunk carries none of it. It imports nothing of that chunk (the bundler would split shared
 * modules out of it otherwise).
 */
import type { Language } from '../../recipe/languages';
import type { OtherCatalog } from './catalog';

/** Every `<tag>.ts` of two letters beside this file but English, which text.ts carries. */
const CATALOGS = import.meta.glob<{ default: OtherCatalog }>(['./??.ts', '!./en.ts']);

export async function loadOtherCatalog(tag: Exclude<Language, 'en'>): Promise<OtherCatalog> {
  const load = CATALOGS[`./${tag}.ts`];
  if (!load) throw new Error(`No catalog for ${tag}`);
  return (await load()).default;
}

/** `<html lang>` and the manifest in `tag`; the offline copy of the page follows (sw.js). */
export function pointPageAt(tag: Language): void {
  document.documentElement.lang = tag;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const name = tag === 'en' ? 'manifest.webmanifest' : `manifest.${tag}.webmanifest`;
  if (manifest) manifest.href = `${import.meta.env.BASE_URL}${name}`;
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
    fetch(import.meta.env.BASE_URL, { cache: 'no-store' }).catch(() => undefined);
  }
}
