/** Servings, yield and times read from a line ("Serves 6 | Total time: 1 hour 30 minutes"). */

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
/** Facts a recipe states beside its servings and times, which belong to no field here. */
const OTHER_FACT = /^(?:difficulty|cuisine|course|calories|category)\s?:/i;
const PART_SEPARATOR = /[|•·;]|,(?=\s?[a-z][a-z ]{1,20}:)/i;

/** "1 hour 30 minutes", "1 hr 15 mins", "1½ hours", "10-15 minutes" (the first of a range). */
export function minutesIn(text: string): number | null {
  let sum = 0;
  let found = false;
  for (const [, number, fraction, unit] of text.matchAll(
    /(\d+(?:[.,]\d+)?)\s?([½¼¾])?(?:\s?(?:-|–|to)\s?\d+(?:[.,]\d+)?)?\s?([a-z]+)/gi,
  )) {
    const amount =
      parseFloat(number!.replace(',', '.')) + (fraction ? '¼½¾'.indexOf(fraction) + 1 : 0) / 4;
    const scale = /^(?:h|std|stun)/i.test(unit!) ? 60 : /^m/i.test(unit!) ? 1 : 0;
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
  if (/^[sp]/i.test(word) || /serving|portion|people|person|^[^a-z]*$/i.test(amount))
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
  return OTHER_FACT.test(text);
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
