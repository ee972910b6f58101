/**
 * The text as a reader sees it, with where each of its characters comes from in the markdown:
 * character references decoded (`b&#117;tter`, `&shy;`), emphasis inside a word joined
 * (`but**ter**`), compatibility forms brought to their plain letters (NFKC: fullwidth and
 * mathematical letters), invisible characters dropped (zero-width space and joiners, soft hyphen,
 * direction marks and overrides) and Latin look-alike letters from Cyrillic and Greek folded. The
 * words a reader sees are the words the check reads; offsets still point into the markdown.
 */
import { CONFUSABLES, NAMED_REFERENCES } from './reader-data.js';

export interface ReaderView {
  text: string;
  /**
   * Per character of `text` (and one past the end): where its source starts in the markdown;
   * null when the text is the markdown itself.
   */
  from: Int32Array | null;
  /** Per character of `text`: where its source ends in the markdown; null as `from`. */
  to: Int32Array | null;
}

/** Where the character at `at` of the view comes from in the markdown. */
export const sourceStart = (view: ReaderView, at: number) => (view.from ? view.from[at]! : at);

/** Where the character at `at` of the view ends in the markdown. */
export const sourceEnd = (view: ReaderView, at: number) => (view.to ? view.to[at]! : at + 1);

/** Characters a reader does not see: zero-width, soft hyphen, direction controls, BOM. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const REFERENCE = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/;
const ACCENTED_REFERENCE = /^([a-zA-Z])(?:acute|grave|circ|uml|tilde|cedil|ring|slash)$/;
const EMPHASIS = new Set(['*', '_', '~']);
/** "&", "*", "_", "~": the ASCII characters that may read as something else. */
const isSpecialAscii = (code: number) => code === 38 || code === 42 || code === 95 || code === 126;
/** Text without these reads as it is written. */
const MAYBE_HIDDEN = /[^\0-\x7F]|&|[A-Za-z0-9][*_~]+[A-Za-z0-9&]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

let confusables: Map<string, string> | undefined;
let named: Map<string, string> | undefined;

function foldLookAlike(char: string): string {
  if (!confusables) {
    confusables = new Map();
    for (const pair of CONFUSABLES.split(' ')) confusables.set(pair.slice(1), pair[0]!);
  }
  return confusables.get(char) ?? char;
}

function decodeReference(name: string | undefined, decimal?: string, hex?: string): string | null {
  if (decimal !== undefined || hex !== undefined) {
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  if (!named) {
    named = new Map();
    for (const pair of NAMED_REFERENCES.split(' ')) {
      const [key, code] = pair.split('=') as [string, string];
      named.set(key, String.fromCodePoint(parseInt(code, 16)));
    }
  }
  const known = named.get(name!);
  if (known !== undefined) return known;
  return ACCENTED_REFERENCE.exec(name!)?.[1] ?? null;
}

/** Recipes repeat their characters: each non-ASCII one is read once (the cache is bounded). */
const readChars = new Map<string, string>();
const READ_CACHE_SIZE = 4096;

/** The characters one source character (or reference) reads as. */
function readChar(char: string): string {
  let read = readChars.get(char);
  if (read === undefined) {
    if (readChars.size >= READ_CACHE_SIZE) readChars.clear();
    read = readNewChar(char);
    readChars.set(char, read);
  }
  return read;
}

function readNewChar(char: string): string {
  if (INVISIBLE.test(char)) return '';
  const plain = char.charCodeAt(0) < 128 ? char : char.normalize('NFKC');
  let folded = '';
  for (const part of plain) folded += INVISIBLE.test(part) ? '' : foldLookAlike(part);
  return folded;
}

/** Where a run of emphasis marks between two letters ends (`but**ter**`), or `at` if it is none. */
function emphasisInsideWordEnd(text: string, at: number, lastRead: string): number {
  let end = at;
  while (end < text.length && EMPHASIS.has(text[end]!)) end += 1;
  const after = text[end];
  const joins =
    LETTER_OR_DIGIT.test(lastRead) &&
    after !== undefined &&
    (LETTER_OR_DIGIT.test(after) || after === '&');
  return joins ? end : at;
}

/** One step of reading: the characters read at `at` and where the next step starts. */
function readAt(markdown: string, at: number, lastRead: string): { read: string; next: number } {
  const char = markdown[at]!;
  if (char === '&') {
    const match = REFERENCE.exec(markdown.slice(at, at + 40));
    if (match) {
      const decoded = decodeReference(match[3], match[1], match[2]);
      return { read: decoded === null ? match[0] : readChar(decoded), next: at + match[0].length };
    }
  }
  if (EMPHASIS.has(char)) {
    const end = emphasisInsideWordEnd(markdown, at, lastRead);
    if (end > at) return { read: '', next: end };
  }
  const source = String.fromCodePoint(markdown.codePointAt(at)!);
  return { read: readChar(source), next: at + source.length };
}

/** Where each character of the view comes from, grown as the view is read. */
class SourceMap {
  from: Int32Array;
  to: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.from = new Int32Array(capacity + 1);
    this.to = new Int32Array(capacity + 1);
  }

  add(from: number, to: number): void {
    if (this.length + 1 >= this.from.length) {
      const from = new Int32Array(this.from.length * 2);
      const toCopy = new Int32Array(this.from.length * 2);
      from.set(this.from);
      toCopy.set(this.to);
      this.from = from;
      this.to = toCopy;
    }
    this.from[this.length] = from;
    this.to[this.length] = to;
    this.length += 1;
  }
}

/**
 * Whether every character reads as itself, one for one: no reference, no emphasis inside a word,
 * no character NFKC, the invisible or the look-alike change (accented letters, "½", "°C" stay).
 */
function readsAsItself(markdown: string): boolean {
  for (let at = 0; at < markdown.length; at += 1) {
    const code = markdown.charCodeAt(at);
    if (code < 128 && !isSpecialAscii(code)) continue;
    // A character outside the basic plane is two code units read as one.
    if (code >= 0xd800 && code <= 0xdfff) return false;
    const char = markdown[at]!;
    if (char === '&' && REFERENCE.test(markdown.slice(at, at + 40))) return false;
    if (EMPHASIS.has(char) && emphasisInsideWordEnd(markdown, at, markdown[at - 1] ?? '') > at) {
      return false;
    }
    if (!readsItself(code)) return false;
  }
  return true;
}

/** Per code unit of the basic plane: 0 not known yet, 1 read as itself, 2 read otherwise. */
const itself = new Uint8Array(0x10000);

function readsItself(code: number): boolean {
  if (itself[code] === 0) {
    const char = String.fromCharCode(code);
    itself[code] = readChar(char) === char ? 1 : 2;
  }
  return itself[code] === 1;
}

/** The view of `markdown` a reader sees. Text that reads as it is written is its own view. */
export function readerView(markdown: string): ReaderView {
  if (!MAYBE_HIDDEN.test(markdown) || readsAsItself(markdown)) {
    return { text: markdown, from: null, to: null };
  }
  const parts: string[] = [];
  const map = new SourceMap(markdown.length);
  let lastRead = '';
  let at = 0;
  while (at < markdown.length) {
    // Plain ASCII other than "&" and emphasis reads as itself: the common case, read in runs.
    const run = at;
    while (at < markdown.length) {
      const code = markdown.charCodeAt(at);
      if (code >= 128 || isSpecialAscii(code)) break;
      map.add(at, at + 1);
      at += 1;
    }
    if (at > run) {
      parts.push(markdown.slice(run, at));
      lastRead = markdown[at - 1]!;
      if (at >= markdown.length) break;
    }
    const { read, next } = readAt(markdown, at, lastRead);
    for (let part = 0; part < read.length; part += 1) map.add(at, next);
    if (read !== '') {
      parts.push(read);
      lastRead = read.at(-1)!;
    }
    at = next;
  }
  map.from[map.length] = markdown.length;
  return {
    text: parts.join(''),
    from: map.from.subarray(0, map.length + 1),
    to: map.to.subarray(0, map.length),
  };
}
