/**
 * Numbers as recipes write them, in the page's six languages: whole numbers, decimals with a point
 * or a comma, fractions (1/2, 1 1/2) and unicode fractions (½, 1½), and the small number words.
 * numeric-quantity reads the digits; the words are a table here.
 */
import { numericQuantity } from 'numeric-quantity';

const FRACTION_CHARS = '¼½¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';

/** One written number: "1½", "1 1/2", "1/2", "0.5", "1,5", "12". */
export const NUMBER_SOURCE = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d+\\s?[${FRACTION_CHARS}]|[${FRACTION_CHARS}]|\\d+(?:[.,]\\d+)?)`;

/** Number words a recipe writes instead of digits (en, de, fr, es, it, pt). */
const WORDS = new Map(
  [
    'a=1 an=1 one=1 two=2 three=3 four=4 five=5 six=6 eight=8 ten=10 twelve=12 half=0.5 ein=1',
    'eine=1 einen=1 zwei=2 drei=3 vier=4 fünf=5 sechs=6 zehn=10 un=1 une=1 deux=2 trois=3',
    'quatre=4 cinq=5 dix=10 uno=1 una=1 dos=2 tres=3 cuatro=4 cinco=5 diez=10 due=2 tre=3',
    'quattro=4 cinque=5 dieci=10 um=1 uma=1 dois=2 duas=2 três=3 quatro=4 dez=10',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => pair.split('=') as [string, string])
    .map(([word, value]) => [word, Number(value)]),
);

export const NUMBER_WORD_SOURCE = `(?:${[...WORDS.keys()]
  .sort((left, right) => right.length - left.length)
  .join('|')})`;

/** The value of a written number or number word; null when it is neither. */
export function readNumber(written: string): number | null {
  const text = written.trim().toLowerCase();
  const word = WORDS.get(text);
  if (word !== undefined) return word;
  const value = numericQuantity(
    text.replace(/(\d),(\d)/, '$1.$2').replace(/(\d)\s?([^\d\s./,])/, '$1 $2'),
    { round: false },
  );
  return Number.isFinite(value) && value > 0 ? value : null;
}
