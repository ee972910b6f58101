import { lazyModule, useLazyModule } from '../shared/use-lazy-module';

const kitchenUi = lazyModule(() =>
  import('./kitchen-ui').then(async (chunk) => {
    await chunk.laterTextReady();
    return chunk;
  }),
);

/** The kitchen panel, or undefined until its chunk has arrived (`needed` starts loading it). */
export function useKitchenUi(needed: boolean) {
  return useLazyModule(kitchenUi, needed, 'The kitchen panel');
}

/** Starts fetching the chunk when a visitor heads for it (pointer over, touch down, focus). */
export function preloadKitchenUi(): void {
  if (!kitchenUi.loaded()) kitchenUi.load().catch(() => undefined);
}
