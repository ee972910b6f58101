/** Built with `vite build --ssr`: renders the first screen to HTML for each language's page. */
import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Language } from '../recipe/languages';
import { PAGE_HEADS } from './i18n/page-heads';
import en from './i18n/en';
import de from './i18n/de';
import fr from './i18n/fr';
import es from './i18n/es';
import it from './i18n/it';
import pt from './i18n/pt';
import { setCatalog } from './i18n/text';
import { Root } from './root';

const CATALOGS = { en, de, fr, es, it, pt };

export { LANGUAGES, PAGE_HEADS };

export function renderFirstScreen(language: Language = 'en'): string {
  setCatalog(language, CATALOGS[language]);
  return renderToString(<Root />);
}
