import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './root';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The build prerenders the first screen into #root (scripts/postbuild.mjs); the dev server does not.
if (root.firstElementChild) {
  hydrateRoot(root, <Root />);
} else {
  createRoot(root).render(<Root />);
}
