import { StrictMode } from 'react';
import { App } from './app';

/** The whole page: rendered to HTML at build time (prerender.tsx) and hydrated by hydrate.tsx. */
export function Root() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
