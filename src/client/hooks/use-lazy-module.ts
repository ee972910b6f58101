import { useEffect, useState } from 'react';

/** A chunk of the page loaded on demand; once it has run, a later render uses it at once. */
export interface LazyModule<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  return { load: () => importer().then((module) => (loaded = module)), loaded: () => loaded };
}

/**
 * The module, or undefined until its chunk has arrived (`needed` starts loading it). Not
 * React.lazy: a Suspense boundary holds back what it reveals for up to 300 ms after it showed
 * its fallback. If the chunk cannot load, the page works on without it (`what` names it in the
 * console).
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  needed: boolean,
  what: string,
): T | undefined {
  const [value, setValue] = useState(module.loaded);
  useEffect(() => {
    if (value || !needed) return;
    let current = true;
    module.load().then(
      // A function (a component) is stored as it is, not called as an updater.
      (ready) => current && setValue(() => ready),
      (error: unknown) => console.error(`${what} failed to load:`, error),
    );
    return () => {
      current = false;
    };
  }, [module, value, needed, what]);
  return value;
}
