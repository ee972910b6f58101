import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the prerendered HTML and while React hydrates it; true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
