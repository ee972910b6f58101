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
 * console). While `framed` (text streams in, one update a frame), the module arrives with the
 * next frame's update rather than as a second update in the frame it came in.
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  needed: boolean,
  what: string,
  framed = false,
): T | undefined {
  const [value, setValue] = useState(module.loaded);
  useEffect(() => {
    if (value || !needed) return;
    let current = true;
    let frame: number | undefined;
    // A function (a component) is stored as it is, not called as an updater.
    const put = (ready: T) => current && setValue(() => ready);
    module.load().then(
      (ready) => {
        if (framed) frame = requestAnimationFrame(() => put(ready));
        else put(ready);
      },
      (error: unknown) => console.error(`${what} failed to load:`, error),
    );
    return () => {
      current = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [module, value, needed, what, framed]);
  return value;
}
