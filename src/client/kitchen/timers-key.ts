/** Where the timers are kept: a module of its own, so the kitchen's ways in read it alone. */
export const TIMERS_KEY = 'recipe-kitchen-timers';

/** Timers kept from an earlier visit (the store drops its key when none is left). */
export function keptTimers(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(TIMERS_KEY) !== null;
  } catch {
    return false;
  }
}
