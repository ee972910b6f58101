import { createRoot, hydrateRoot } from 'react-dom/client';
import { chooseLanguage, pageLanguage, wantedLanguage } from './i18n/language-choice';
import { loadCatalog, setCatalog } from './i18n/text';
import { Root } from './root';

/**
 * Hydrates the first screen the build prerendered into #root, or renders it (the dev server), in
 * the language the page was sent in; then, if the visitor's choice or browser asks for another
 * (a first visit, or a page kept offline), switches to it.
 */
export async function startPage(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const shown = pageLanguage();
  setCatalog(shown, await loadCatalog(shown));
  if (root.firstElementChild) {
    hydrateRoot(root, <Root />);
  } else {
    createRoot(root).render(<Root />);
  }
  const wanted = wantedLanguage();
  if (wanted !== shown) await chooseLanguage(wanted);
}
