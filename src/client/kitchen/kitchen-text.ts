import { lt } from '../i18n/later-text';
import type { LaterKey } from '../i18n/catalog';

/** A word of the kitchen's part of the page, in the language shown when it is read. */
const word = (key: LaterKey) => ({ get: () => lt(key), enumerable: true });

const WORDS = [
  'cookMode',
  'cookModeTitle',
  'leaveCookMode',
  'ingredients',
  'steps',
  'previousStep',
  'nextStep',
  'noSteps',
  'screenOn',
  'noWakeLock',
  'timers',
  'timerLength',
  'plusMinute',
  'stop',
  'notificationTitle',
  'scale',
  'servings',
  'factor',
  'units',
  'unitsAsWritten',
  'unitsMetric',
  'unitsUs',
  'applyScale',
  'convertedMetric',
  'convertedUs',
  'mayNeed',
  'nothingToBuy',
  'copyShopping',
  'shoppingCopied',
  'shoppingNotCopied',
] as const satisfies readonly LaterKey[];

/** Every string the visitor reads in the kitchen's part of the page (i18n/later/<tag>.ts). */
export const KITCHEN_TEXT = Object.defineProperties(
  {
    stepOf: (step: number, count: number) => lt('stepOf', { step, count }),
    startTimer: (duration: string) => lt('startTimer', { duration }),
    timerFor: (step: number) => lt('timerFor', { step }),
    timerLeft: (name: string, left: string) => lt('timerLeft', { name, left }),
    timerDone: (name: string) => lt('timerDone', { name }),
    stopTimer: (name: string) => lt('stopTimer', { name }),
    addMinute: (name: string) => lt('addMinute', { name }),
    scaledNote: (what: string, from: number) => lt('scaledNote', { what, from }),
    scaledServings: (from: number, to: number) => lt('scaledServings', { from, to }),
    scaledFactor: (factor: string) => lt('scaledFactor', { factor }),
  },
  Object.fromEntries(WORDS.map((key) => [key, word(key)])),
) as { readonly [Key in (typeof WORDS)[number]]: string } & {
  stepOf: (step: number, count: number) => string;
  startTimer: (duration: string) => string;
  timerFor: (step: number) => string;
  timerLeft: (name: string, left: string) => string;
  timerDone: (name: string) => string;
  stopTimer: (name: string) => string;
  addMinute: (name: string) => string;
  scaledNote: (what: string, from: number) => string;
  scaledServings: (from: number, to: number) => string;
  scaledFactor: (factor: string) => string;
};
