/** Built with `vite build --ssr`: renders the first screen to HTML for each language's page. */
import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Language } from '../recipe/languages';
import { PAGE_HEADS } from './i18n/page-heads';
import type { Catalog } from './i18n/catalog';
import { setCatalog } from './i18n/text';
import { Root } from './root';

/** Every language's catalog, `i18n/<tag>.ts`, found by its name: build time only. */
const CATALOGS = import.meta.glob<Catalog>('./i18n/??.ts', { eager: true, import: 'default' });

export { LANGUAGES, PAGE_HEADS };

export function renderFirstScreen(language: Language = 'en'): string {
  const catalog = CATALOGS[`./i18n/${language}.ts`];
  if (!catalog) throw new Error(`No catalog for ${language}`);
  setCatalog(language, catalog);
  return renderToString(<Root />);
}
