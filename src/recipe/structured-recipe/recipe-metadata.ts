/**
 * Servings, yield and times read from a line ("Serves 6 | Total time: 1 hour 30 minutes",
 * "Portionen: 4 | Zubereitungszeit: 20 Minuten"); the other languages' words from words/.
 */
import { alternation } from './words/index.js';

export interface RecipeMetadata {
  servings: number | null;
  yieldText: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
}

type TimeField = 'prepMinutes' | 'cookMinutes' | 'totalMinutes';

export const NO_METADATA: RecipeMetadata = {
  servings: null,
  yieldText: null,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
};

const TIME = /^(\w+)( time| in)?\s?(:?)\s?((?:about |approx\.? |around |~)?\d.*)/i;
const YIELD =
  /^(serv\w*|porti\w*|porci\w*|yields?|makes)\s?:?\s?(?:makes )?((?:about |approx\.? |around |~)?\d.*)/i;
const ABOUT = `(?:(?:${alternation('about')})\\s?)?`;
/** "Zubereitungszeit: ca. 20 Minuten", "Temps de cuisson : 1 h 30": a named time, then ":". */
const NAMED_TIME = new RegExp(
  `^(${alternation('prepTime')})|^(${alternation('cookTime')})|^(${alternation('totalTime')})|^(${alternation('otherTime')})`,
  'iu',
);
const NAMED_TIME_VALUE = new RegExp(`^\\s?:\\s?${ABOUT}(\\d.*)`, 'iu');
/** "Portionen: 4", "Rendimento: 6 porções", "Pour 4 personnes", "Para 2 personas". */
const OTHER_YIELD = new RegExp(`^(${alternation('yieldLabels')})\\s?:?\\s?${ABOUT}(\\d.*)`, 'iu');
const FOR_SERVINGS = new RegExp(
  `^(?:${alternation('forGroup')})\\s(\\d+(?:\\s?[-–]\\s?\\d+)?\\s(?:${alternation('servings')})\\S*)\\.?$`,
  'iu',
);
/** Words a count of servings is stated in, English and every other language's. */
export const SERVINGS_WORDS = new RegExp(
  `serv|portion|people|person|makes|^\\d+$|${alternation('servings')}`,
  'iu',
);
const HOURS = new RegExp(`^(?:h|std|stun|${alternation('hours')})`, 'iu');
const MINUTES = new RegExp(`^(?:m|${alternation('minutes')})`, 'iu');
const RANGE_TO = alternation('rangeTo');
/** Facts a recipe states beside its servings and times, which belong to no field here. */
const OTHER_FACT = /^(?:difficulty|cuisine|course|calories|category)\s?:/i;
const PART_SEPARATOR = /[|•·;]|,(?=\s?[a-z][a-z ]{1,20}:)/i;

const DURATION = new RegExp(
  `(\\d+(?:[.,]\\d+)?)\\s?([½¼¾])?(?:\\s?(?:-|–|to|${RANGE_TO})\\s?\\d+(?:[.,]\\d+)?)?\\s?([a-z]+\\.?)`,
  'giu',
);

/**
 * "1 hour 30 minutes", "1 hr 15 mins", "1½ hours", "10-15 minutes" (the first of a range), and
 * "1 Stunde 30 Minuten", "1 h 30", "10 a 15 minutos", "2 ore".
 */
export function minutesIn(text: string): number | null {
  let sum = 0;
  let found = false;
  // "1 h 30", "1h30": the minutes after the hours, unnamed.
  const named = text.replace(/(\d\s?h)\s?(\d{1,2})(?![\d.,]|\s?[a-z])/gi, '$1 $2 min');
  for (const [, number, fraction, unit] of named.matchAll(DURATION)) {
    const amount =
      parseFloat(number!.replace(',', '.')) + (fraction ? '¼½¾'.indexOf(fraction) + 1 : 0) / 4;
    const scale = HOURS.test(unit!) ? 60 : MINUTES.test(unit!) ? 1 : 0;
    if (scale) [sum, found] = [sum + amount * scale, true];
  }
  return found ? Math.round(sum) : null;
}

/** The field a time's name fills; '-' for a time the recipe names that no field holds. */
function timeField(name: string, suffix: string | undefined): TimeField | '-' | null {
  if (/^prep/.test(name)) return 'prepMinutes';
  if (/^(?:cook|bak)/.test(name)) return 'cookMinutes';
  if (/^(?:total|ready)/.test(name)) return 'totalMinutes';
  return suffix?.toLowerCase() === ' time' ? '-' : null;
}

function readYield(amount: string, word: string, into: RecipeMetadata): void {
  if (/^[sp]/i.test(word) || /^[^a-z]*$/i.test(amount) || SERVINGS_WORDS.test(amount))
    into.servings ??= Number(/\d+/.exec(amount)![0]);
  into.yieldText ??= /\d$/.test(amount) ? `${amount} serving${amount === '1' ? '' : 's'}` : amount;
}

/** True when `part` states a yield or time (written into `into`) or another known fact. */
function readPart(part: string, into: RecipeMetadata): boolean {
  let text = part.trim();
  if (text[0] === '(') text = text.slice(1, text.endsWith(')') ? -1 : undefined);
  const yieldMatch = YIELD.exec(text);
  if (yieldMatch) {
    readYield(yieldMatch[2]!, yieldMatch[1]!, into);
    return true;
  }
  const time = TIME.exec(text);
  const minutes = time ? minutesIn(time[4]!.split('(')[0]!) : null;
  const field = time ? timeField(time[1]!.toLowerCase(), time[2]) : null;
  if (time && minutes !== null && field && (time[2] || time[3])) {
    if (field !== '-') into[field] ??= minutes;
    return true;
  }
  return readOtherLanguage(text, into) || OTHER_FACT.test(text);
}

const NAMED_FIELDS = ['prepMinutes', 'cookMinutes', 'totalMinutes', '-'] as const;

/** A yield or time in the words of another language than English. */
function readOtherLanguage(text: string, into: RecipeMetadata): boolean {
  const yieldMatch = OTHER_YIELD.exec(text) ?? FOR_SERVINGS.exec(text);
  if (yieldMatch) {
    const amount = yieldMatch[2] ?? yieldMatch[1]!;
    if (yieldMatch.length === 2 && !SERVINGS_WORDS.test(amount)) return false;
    readYield(amount, yieldMatch.length === 2 ? 'p' : yieldMatch[1]!, into);
    return true;
  }
  const name = NAMED_TIME.exec(text);
  const value = name && NAMED_TIME_VALUE.exec(text.slice(name[0].length));
  const minutes = value ? minutesIn(value[1]!.split('(')[0]!) : null;
  if (!name || minutes === null) return false;
  const field = NAMED_FIELDS[name.slice(1).findIndex(Boolean)]!;
  if (field !== '-') into[field] ??= minutes;
  return true;
}

/**
 * What a line states, or null when it is not a line of metadata: its first part must be one;
 * later parts that are not are ignored. A stated field is kept the first time it is stated.
 */
export function readMetadata(line: string): RecipeMetadata | null {
  if (line.length > 160) return null;
  const found = { ...NO_METADATA };
  const parts = line.split(PART_SEPARATOR);
  if (!readPart(parts[0]!, found)) return null;
  for (const part of parts.slice(1)) readPart(part, found);
  return found;
}

/** The fields of `earlier` kept, the ones it lacks taken from `later`. */
export function mergeMetadata(earlier: RecipeMetadata, later: RecipeMetadata): RecipeMetadata {
  return {
    servings: earlier.servings ?? later.servings,
    yieldText: earlier.yieldText ?? later.yieldText,
    prepMinutes: earlier.prepMinutes ?? later.prepMinutes,
    cookMinutes: earlier.cookMinutes ?? later.cookMinutes,
    totalMinutes: earlier.totalMinutes ?? later.totalMinutes,
  };
}
