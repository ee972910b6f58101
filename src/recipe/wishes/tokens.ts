/**
 * Words of a recipe's markdown with where they stand, normalized for matching: lower case, no
 * accents, singular. Markdown syntax (`**butter**`, `- 2 tbsp butter,`) is never part of a word,
 * so offsets point into the original text.
 */

/** What separates a word from the one before it. */
export const Gap = {
  /** Spaces, hyphens or markdown emphasis only: the words belong together. */
  None: 0,
  /** A comma, parenthesis, slash, dash or the like: same sentence, another part of it. */
  Soft: 1,
  /** A full stop, colon, semicolon, line break: another sentence or list item. */
  Hard: 2,
} as const;
export type Gap = (typeof Gap)[keyof typeof Gap];

export interface Token {
  /** The normalized word. */
  word: string;
  start: number;
  end: number;
  /** What separates it from the word before (Hard for the first word). */
  gapBefore: Gap;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const HARD = /[.;:!?\n]/;
const SOFT = /[,()[\]/&+—–]/;
const NOT_ASCII = /[^ -~\t\n\r]/;
const MARKS = /\p{M}/gu;

/**
 * One form for singular and plural, the same on both sides of a match (it need not be a real
 * word): tomatoes, tomato -> tomato; peaches, peach -> peach; anchovies, anchovy -> anchovy;
 * quiches, quiche -> quich.
 */
export function singular(word: string): string {
  let form = word;
  if (form.length > 3 && form.endsWith('s') && !/(ss|us|is)$/.test(form)) form = form.slice(0, -1);
  if (form.length > 4 && form.endsWith('ie')) return `${form.slice(0, -2)}y`;
  if (form.length > 3 && /(oe|che|she|sse|xe|ze)$/.test(form)) return form.slice(0, -1);
  return form;
}

export function normalizeWord(raw: string): string {
  let word = raw.toLowerCase();
  if (NOT_ASCII.test(word)) word = word.normalize('NFD').replace(MARKS, '').replace(/’/g, "'");
  if (word.endsWith("'s")) word = word.slice(0, -2);
  return singular(word.replace(/'/g, ''));
}

function gapOf(between: string): Gap {
  if (HARD.test(between)) return Gap.Hard;
  if (SOFT.test(between)) return Gap.Soft;
  return Gap.None;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const gapBefore = tokens.length === 0 ? Gap.Hard : gapOf(text.slice(previousEnd, start));
    tokens.push({ word: normalizeWord(match[0]), start, end, gapBefore });
    previousEnd = end;
  }
  return tokens;
}

/** A phrase as the matcher sees it: its normalized words joined by one space. */
export function normalizePhrase(phrase: string): string {
  return tokenize(phrase)
    .map((token) => token.word)
    .join(' ');
}
