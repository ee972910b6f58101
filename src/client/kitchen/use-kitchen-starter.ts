import { lazyModule, useLazyModule } from '../shared/use-lazy-module';

const starter = lazyModule(() => import('./KitchenStarter'));

/**
 * The kitchen's ways in (KitchenStarter), or undefined until their small chunk has arrived:
 * `needed` (a recipe asked for or opened) starts loading it, so nothing of the kitchen is in the
 * JavaScript before interaction and the ways in are there when the recipe is finished.
 */
export function useKitchenStarter(needed: boolean) {
  return useLazyModule(starter, needed, 'The kitchen');
}
