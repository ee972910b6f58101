import { lazyModule, useLazyModule } from '../shared/use-lazy-module';
import { TIMERS_KEY } from './timers-key';

const starter = lazyModule(() => import('./KitchenStarter'));

/**
 * The kitchen's ways in (KitchenStarter), or undefined until their small chunk has arrived:
 * `needed` (a recipe asked for or opened) starts loading it, so nothing of the kitchen is in the
 * JavaScript before interaction and the ways in are there when the recipe is finished.
 */
export function useKitchenStarter(needed: boolean) {
  return useLazyModule(starter, needed, 'The kitchen');
}

/** Timers kept from an earlier visit (the store drops its key when none is left). */
export function keptTimers(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(TIMERS_KEY) !== null;
  } catch {
    return false;
  }
}
