import { lazyModule, useLazyModule } from '../shared/use-lazy-module';

const wishesUi = lazyModule(() =>
  import('./wishes-ui').then(async (chunk) => {
    await chunk.laterTextReady();
    return chunk;
  }),
);

/**
 * The wishes notice and the list hint, with the checker, or undefined until their chunk has
 * arrived (`needed` starts loading it). If it cannot load, the page works on without them.
 */
export function useWishesUi(needed: boolean) {
  return useLazyModule(wishesUi, needed, 'The wishes check');
}
