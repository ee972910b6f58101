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
