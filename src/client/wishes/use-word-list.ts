import { useEffect, useState } from 'react';
import type { Language } from '../../recipe/languages';

type LoadWordList = (language: Language | undefined) => Promise<void>;

/**
 * Whether the wishes check can read `language` yet: its word list is its own small chunk, loaded
 * with `load` (from the wishes chunk) once that has arrived. English needs none. If the list
 * cannot load, the check reads English words only, as before.
 */
export function useWordList(load: LoadWordList | undefined, language: Language | undefined) {
  const [loaded, setLoaded] = useState<Language | undefined>(undefined);
  useEffect(() => {
    if (!load || language === undefined || language === 'en') return;
    let live = true;
    const done = () => {
      if (live) setLoaded(language);
    };
    load(language).then(done, done);
    return () => {
      live = false;
    };
  }, [load, language]);
  return language === undefined || language === 'en' || loaded === language;
}
