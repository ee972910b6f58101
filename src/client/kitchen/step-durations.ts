/**
 * Durations written in a step ("25 minutes", "1 to 2 hours", "10–12 min", "1 hr 15 min"), in the
 * page's six languages, with where each sits, for a timer to start from. "Overnight" and "a few
 * minutes" name no length and are left alone.
 */
import { NUMBER_SOURCE, NUMBER_WORD_SOURCE, readNumber } from './quantity-number.js';

export interface StepDuration {
  start: number;
  end: number;
  text: string;
  /** The length in seconds: a range's shorter end. */
  seconds: number;
  /** A range's longer end, in seconds; null for a single length. */
  longest: number | null;
}

const UNIT_WORDS: [number, string][] = [
  [3600, 'hours|hour|hrs|hr|h|stunden|stunde|std\\.?|heures|heure|horas|hora|ore|ora'],
  [60, 'minutes|minute|mins|min\\.?|minuten|minutos|minuto|minuti|m'],
  [
    1,
    'seconds|second|secs|sec\\.?|s|sekunden|sekunde|secondes|seconde|segundos|segundo|secondi|secondo',
  ],
];
const UNIT = `(${UNIT_WORDS.map(([, words]) => words).join('|')})(?![\\p{L}])`;
const AMOUNT = `(${NUMBER_SOURCE}|${NUMBER_WORD_SOURCE}|half an|half a|eine halbe|une demi|media|mezz'|meia)`;
const RANGE = `(?:\\s?(?:-|–|—)\\s?|\\s(?:to|or|bis|oder|à|ou|a|o)\\s)(${NUMBER_SOURCE})`;
const SECOND_PART = `(?:,?\\s(?:and\\s|und\\s|et\\s|y\\s|e\\s)?(${NUMBER_SOURCE})(?:\\s?-?${UNIT.replace('(', '(?:')})?)?`;
const DURATION = new RegExp(
  `(?<![\\p{L}\\d.,/])${AMOUNT}(?:${RANGE})?\\s?-?${UNIT}${SECOND_PART}`,
  'giu',
);

/** "1 ora e mezza", "1 heure et demie", "1 hora y media", "eine Stunde und eine halbe": half more. */
const AND_A_HALF =
  /^\s(?:and a half|und eine? halbe?|et demie?|y media|e mezz[ao]|e meia)(?![\p{L}])/iu;

function unitSeconds(written: string): number {
  const lower = written.toLowerCase();
  const found = UNIT_WORDS.find(([, words]) => new RegExp(`^(?:${words})$`).test(lower));
  return found ? found[0] : 0;
}

function amountOf(written: string): number | null {
  if (/^(?:half an|half a|eine halbe|une demi|media|mezz'|meia)$/i.test(written)) return 0.5;
  return readNumber(written);
}

/** The second part's unit: the one just below the first ("1 hr 15" means minutes). */
function secondPart(match: RegExpExecArray, first: number): number {
  if (!match[4]) return 0;
  const tail = /(\p{L}+\.?)$/u.exec(match[0]);
  const unit = tail && !/\d$/.test(match[0]) ? unitSeconds(tail[1]!) : first === 3600 ? 60 : 0;
  return unit < first ? (readNumber(match[4]) ?? 0) * unit : 0;
}

/** Every duration in the step, in order. */
export function readDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const unit = unitSeconds(match[3]!);
    const low = amountOf(match[1]!);
    if (!unit || low === null) continue;
    const half = match[4] ? null : AND_A_HALF.exec(step.slice(match.index + match[0].length));
    const extra = half ? unit / 2 : secondPart(match, unit);
    const whole = half ? match[0] + half[0] : match[0].replace(/\.$/, '');
    const text =
      extra || !match[4]
        ? whole
        : whole
            .slice(0, whole.lastIndexOf(match[4]))
            .trimEnd()
            .replace(/,?\s(?:and|und|et|y|e)?$/, '');
    const high = match[2] ? readNumber(match[2]) : null;
    found.push({
      start: match.index,
      end: match.index + text.length,
      text,
      seconds: Math.round(low * unit + extra),
      longest: high === null ? null : Math.round(high * unit + extra),
    });
  }
  return found;
}
