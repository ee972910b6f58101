/**
 * Words of a recipe's markdown with where they stand, normalized for matching: lower case, no
 * accents, singular. Markdown syntax (`**butter**`, `- 2 tbsp butter,`) is never part of a word,
 * so offsets point into the original text.
 */

/** What separates a word from the one before it. */
export const Gap = {
  /** Spaces, hyphens or markdown emphasis only: the words belong together. */
  None: 0,
  /** A comma, parenthesis, slash, dash, table bar or the like: another part of the sentence. */
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

/** Recipes repeat their words: each is normalized once (the cache is bounded). */
const normalized = new Map<string, string>();
const NORMALIZED_CACHE_SIZE = 20_000;

export function normalizeWord(raw: string): string {
  let word = normalized.get(raw);
  if (word === undefined) {
    if (normalized.size >= NORMALIZED_CACHE_SIZE) normalized.clear();
    word = normalizeNewWord(raw);
    normalized.set(raw, word);
  }
  return word;
}

function normalizeNewWord(raw: string): string {
  let word = raw.toLowerCase();
  if (NOT_ASCII.test(word)) word = word.normalize('NFD').replace(MARKS, '').replace(/’/g, "'");
  if (word.endsWith("'s")) word = word.slice(0, -2);
  return singular(word.replace(/'/g, ''));
}

/** Per ASCII code, what the character is as a gap; "—" and "–" are soft too. */
const GAP_OF_ASCII = new Uint8Array(128);
for (const char of '.;:!?\n') GAP_OF_ASCII[char.charCodeAt(0)] = Gap.Hard;
for (const char of ',()[]/&+|') GAP_OF_ASCII[char.charCodeAt(0)] = Gap.Soft;
const EM_DASH = 0x2014;
const EN_DASH = 0x2013;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const Kind = { Unknown: 0, LetterOrDigit: 1, Mark: 2, Other: 3 } as const;
/** Per code unit outside ASCII, what it is, read on first sight (accents recur in every word). */
const kinds = new Uint8Array(0x10000);

function kindOf(code: number): number {
  let kind = kinds[code]!;
  if (kind === Kind.Unknown) {
    const char = String.fromCharCode(code);
    if (LETTER_OR_DIGIT.test(char)) kind = Kind.LetterOrDigit;
    else kind = MARK.test(char) ? Kind.Mark : Kind.Other;
    kinds[code] = kind;
  }
  return kind;
}

const isAsciiLetterOrDigit = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

/** A letter, digit or combining mark (a code unit; past the end of the text, none). */
function isWordChar(code: number): boolean {
  if (code < 128) return isAsciiLetterOrDigit(code);
  return code < 0x10000 && kindOf(code) !== Kind.Other;
}

/** A letter or digit, not a mark (a code unit of the basic plane, as tokens hold). */
export function isLetterOrDigit(code: number): boolean {
  if (code < 128) return isAsciiLetterOrDigit(code);
  return code < 0x10000 && kindOf(code) === Kind.LetterOrDigit;
}

const isApostrophe = (code: number) => code === 39 || code === 0x2019;

function gapOf(text: string, from: number, to: number): Gap {
  let gap: Gap = Gap.None;
  for (let at = from; at < to; at += 1) {
    const code = text.charCodeAt(at);
    const kind =
      code < 128 ? GAP_OF_ASCII[code]! : code === EM_DASH || code === EN_DASH ? Gap.Soft : Gap.None;
    if (kind === Gap.Hard) return Gap.Hard;
    if (kind === Gap.Soft) gap = Gap.Soft;
  }
  return gap;
}

const RECENT_SLOTS = 1024;
const RECENT_LENGTH = 12;
const recentRaw: (string | undefined)[] = new Array(RECENT_SLOTS).fill(undefined);
const recentWord: string[] = new Array(RECENT_SLOTS).fill('');

/**
 * The normalized word of `text` from `start` to `end`. The words last seen are kept by a hash of
 * their characters, so that a repeated word is compared in place, without cutting it out and
 * looking it up (most of tokenizing a long recipe was that).
 */
function wordAt(text: string, start: number, end: number, hash: number): string {
  const slot = hash & (RECENT_SLOTS - 1);
  const raw = recentRaw[slot];
  if (raw !== undefined && raw.length === end - start && text.startsWith(raw, start)) {
    return recentWord[slot]!;
  }
  const fresh = text.slice(start, end);
  const word = normalizeWord(fresh);
  // A long word cut out of the text may keep the whole text alive: only short ones are kept.
  if (fresh.length <= RECENT_LENGTH) {
    recentRaw[slot] = fresh;
    recentWord[slot] = word;
  }
  return word;
}

/** One pass over the characters (a regular expression per word was the slowest part). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  let at = 0;
  while (at < text.length) {
    // A word starts with a letter or digit, never with a combining mark.
    const code = text.charCodeAt(at);
    if (!isWordChar(code) || (code >= 128 && kindOf(code) === Kind.Mark)) {
      at += 1;
      continue;
    }
    const start = at;
    let hash = 0;
    for (;;) {
      for (; at < text.length && isWordChar(text.charCodeAt(at)); at += 1) {
        hash = (hash * 31 + text.charCodeAt(at)) | 0;
      }
      // "lamb's", "za'atar": an apostrophe between letters belongs to the word.
      if (!isApostrophe(text.charCodeAt(at)) || !isWordChar(text.charCodeAt(at + 1))) break;
      hash = (hash * 31 + text.charCodeAt(at)) | 0;
      at += 1;
    }
    const gapBefore = tokens.length === 0 ? Gap.Hard : gapOf(text, previousEnd, start);
    tokens.push({ word: wordAt(text, start, at, hash), start, end: at, gapBefore });
    previousEnd = at;
  }
  return tokens;
}

/** A phrase as the matcher sees it: its normalized words joined by one space. */
export function normalizePhrase(phrase: string): string {
  return tokenize(phrase)
    .map((token) => token.word)
    .join(' ');
}

/** The distinct words of a list of tokens, numbered in order of first appearance. */
export interface WordIndex {
  /** Per token: its word's number. */
  ids: Int32Array;
  /** Per number: the word. */
  words: string[];
  /** Per word: where it stands, in text order. */
  places: Map<string, number[]>;
}

/**
 * The indexes of the last lists of tokens read (a check reads two: English and the language's).
 * Kept strongly and few: a weak map kept every one alive until a full collection.
 */
const recentIndexes: [readonly Token[], WordIndex][] = [];
const RECENT_INDEXES = 4;

function rememberIndex(tokens: readonly Token[], index: WordIndex): void {
  if (recentIndexes.length >= RECENT_INDEXES) recentIndexes.shift();
  recentIndexes.push([tokens, index]);
}

/**
 * The tokens' distinct words, built once per list of tokens: the check reads many lists of words
 * (foods, cues, things to avoid), each looked up once per distinct word rather than once per token.
 */
export function wordIndex(tokens: readonly Token[]): WordIndex {
  let index = recentIndexes.find(([indexed]) => indexed === tokens)?.[1];
  if (!index) {
    const ids = new Int32Array(tokens.length);
    const places = new Map<string, number[]>();
    const words: string[] = [];
    for (let at = 0; at < tokens.length; at += 1) {
      const word = tokens[at]!.word;
      let list = places.get(word);
      if (!list) {
        list = [];
        places.set(word, list);
        words.push(word);
      }
      // A word's number is kept beside its places: one lookup per token.
      ids[at] = list.length === 0 ? words.length - 1 : ids[list[0]!]!;
      list.push(at);
    }
    index = { ids, words, places };
    rememberIndex(tokens, index);
  }
  return index;
}

/** Records the word index of tokens whose words are numbered already: `ids` into `words`. */
export function numberedWords(tokens: readonly Token[], ids: Int32Array, words: string[]): void {
  const byNumber = words.map((): number[] => []);
  for (let at = 0; at < tokens.length; at += 1) byNumber[ids[at]!]!.push(at);
  const places = new Map<string, number[]>();
  words.forEach((word, id) => places.set(word, byNumber[id]!));
  rememberIndex(tokens, { ids, words, places });
}

/** Where each word stands among the tokens, in text order. */
export const wordPlaces = (tokens: readonly Token[]): ReadonlyMap<string, readonly number[]> =>
  wordIndex(tokens).places;

/** The places of the given words among the tokens, in text order (each place once). */
export function placesOf(tokens: readonly Token[], words: Iterable<string>): number[] {
  const places = wordPlaces(tokens);
  const found: number[] = [];
  for (const word of new Set(words)) {
    const at = places.get(word);
    if (at) for (const place of at) found.push(place);
  }
  return found.sort((a, b) => a - b);
}
