/** Built with `vite build --ssr`: renders the first screen to HTML for index.html's #root. */
import { renderToString } from 'react-dom/server';
import { Root } from './root';

export function renderFirstScreen(): string {
  return renderToString(<Root />);
}
