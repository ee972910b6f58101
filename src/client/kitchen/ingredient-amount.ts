/**
 * The amount at the start of an ingredient line: one number or a range, its unit, and a second
 * part in a smaller unit ("1 lb 4 oz"). Where it sits in the line, so the rest is kept as written.
 */
import { type KitchenUnit, UNIT_SOURCE, unitNamed } from './kitchen-units.js';
import { NUMBER_SOURCE, NUMBER_WORD_SOURCE, readNumber } from './quantity-number.js';

export interface IngredientAmount {
  /** What comes before the amount ("about "). */
  lead: string;
  low: number;
  /** The upper end of a range ("2-3"), else null. */
  high: number | null;
  /** The range's separator as written ("-", " to "). */
  separator: string;
  /** A parenthesised size between the number and the unit ("(14 oz)"), kept as written. */
  size: string;
  unit: KitchenUnit | null;
  unitText: string;
  /** A second part in a smaller unit of the same kind ("4 oz" of "1 lb 4 oz"), in base units. */
  extraBase: number;
  /** The decimal mark the line writes, "," when it writes one. */
  decimalComma: boolean;
  /** The amount's end in the line; the rest follows as written. */
  end: number;
}

const APPROX =
  '(?:about|approx\\.?|around|roughly|ca\\.?|circa|etwa|environ|unos|unas|aprox\\.?|cerca de|quase)\\s+';
const QUANTITY = `(?:${NUMBER_SOURCE}|${NUMBER_WORD_SOURCE}(?=\\s))`;
const SEPARATOR = '\\s?[-–—]\\s?|\\s(?:to|or|bis|oder|à|ou|a|o)\\s';
const AMOUNT = new RegExp(
  `^(\\s*(?:${APPROX})?)(${QUANTITY})(?:(${SEPARATOR})(${NUMBER_SOURCE}))?` +
    `(?:(\\s*\\([^()]{1,40}\\))?\\s*(${UNIT_SOURCE})(?![\\p{L}]))?` +
    `(\\s+(${NUMBER_SOURCE})\\s*(${UNIT_SOURCE})(?![\\p{L}]))?`,
  'iu',
);
/** Articles read as "one" would scale "a pinch of salt": they stay words. */
const ARTICLE = /^(?:a|an|ein|eine|einen|un|une|uno|una|um|uma)$/i;

function extraPart(unit: KitchenUnit | null, number?: string, name?: string): number | null {
  if (!number || !name || !unit) return 0;
  const smaller = unitNamed(name);
  const value = readNumber(number);
  if (!smaller || smaller.kind !== unit.kind || smaller.size >= unit.size || !value) return null;
  return value * smaller.size;
}

/** The line's amount, or null when it starts with none ("Salt, to taste", "a pinch of salt"). */
export function readAmount(line: string): IngredientAmount | null {
  const match = AMOUNT.exec(line);
  if (!match || ARTICLE.test(match[2]!)) return null;
  const [whole, lead, lowText, separator = '', highText, size = '', unitText = '', extra = ''] =
    match;
  const low = readNumber(lowText!);
  if (low === null) return null;
  const unit = unitText ? unitNamed(unitText) : null;
  const extraBase = extraPart(unit, match[8], match[9]);
  return {
    lead: lead!,
    low,
    high: highText ? readNumber(highText) : null,
    separator,
    size,
    unit,
    unitText,
    extraBase: extraBase ?? 0,
    decimalComma: /\d,\d/.test(whole),
    end: whole.length - (extraBase === null ? extra.length : 0),
  };
}
