import { useSyncExternalStore } from 'react';
import type { Language } from '../../recipe/languages';
import { currentLanguage, onLanguageShown } from './text';

/** The language shown; a component that calls it renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageShown, currentLanguage, currentLanguage);
}
