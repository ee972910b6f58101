/** Where the timers are kept: a module of its own, so the page's first chunk reads it alone. */
export const TIMERS_KEY = 'recipe-kitchen-timers';
