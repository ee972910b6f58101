import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/recipe/languages';
import { PAGE_HEADS } from '../../src/client/i18n/page-heads';
import { useTestServer } from '../support/server-per-test.js';

const clientDir = new URL('../../dist/client/', import.meta.url);
const built = (name: string) => readFileSync(new URL(name, clientDir), 'utf8');

describe('one prerendered page per language', () => {
  it.each(LANGUAGES)('index.%s.html has its lang, its title, its words and its manifest', (tag) => {
    const page = built(`index.${tag}.html`);
    expect(page).toContain(`<html lang="${tag}">`);
    expect(page).toContain(`<title>${PAGE_HEADS[tag].title}</title>`);
    expect(page).toContain(`>${PAGE_HEADS[tag].title}</h1>`);
    const manifest = tag === 'en' ? 'manifest.webmanifest' : `manifest.${tag}.webmanifest`;
    expect(page).toContain(`href="/Recipe-generator/${manifest}"`);
    expect(JSON.parse(built(manifest))).toMatchObject({ lang: tag, name: PAGE_HEADS[tag].title });
    // Another language's page preloads its words; English carries them in its first chunk.
    expect(/rel="modulepreload"[^>]*text-\w\w-/.test(page)).toBe(tag !== 'en');
  });

  it('keeps index.html as the English page', () => {
    expect(built('index.html')).toBe(built('index.en.html'));
  });
});

describe('the server picks the page by the lang cookie, else Accept-Language', () => {
  const server = useTestServer();
  const langOf = async (headers: Record<string, string>) => {
    const response = await fetch(server.pageUrl, { headers });
    expect(response.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return /<html lang="(\w+)">/.exec(await response.text())?.[1];
  };

  it('answers each language, the cookie first, English when nothing matches', async () => {
    expect(await langOf({})).toBe('en');
    expect(await langOf({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(await langOf({ 'accept-language': 'nl,pt-BR;q=0.7' })).toBe('pt');
    expect(await langOf({ 'accept-language': 'nl,sv' })).toBe('en');
    expect(await langOf({ 'accept-language': 'de', cookie: 'lang=it' })).toBe('it');
    expect(await langOf({ 'accept-language': 'fr', cookie: 'lang=xx' })).toBe('fr');
    expect(await langOf({ 'accept-language': 'es', 'accept-encoding': 'br' })).toBe('es');
  });
});
