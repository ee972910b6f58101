import { StrictMode } from 'react';
import { App } from './app';
import { useLanguage } from './i18n/use-language';

/** The whole page: rendered to HTML at build time (prerender.tsx) and hydrated by hydrate.tsx. */
export function Root() {
  // Every part of the page renders again in a language the visitor picks.
  useLanguage();
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
