import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './root';

/** Hydrates the first screen the build prerendered into #root, or renders it (the dev server). */
export function startPage(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  if (root.firstElementChild) {
    hydrateRoot(root, <Root />);
  } else {
    createRoot(root).render(<Root />);
  }
}
