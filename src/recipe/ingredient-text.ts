/**
 * Text as people see it: characters counted as graphemes, invisible characters found.
 *
 * Everything here runs on visitor text, so every rule is one pass over it, code point by code
 * point, with a fixed amount of work for each: no regular expression here looks behind or nests a
 * quantifier (a lookbehind over a run of U+FE0F once made a 16 KB entry cost half a second).
 * Callers bound the length first (see `MAX_INGREDIENT_CODE_UNITS` in ingredient-rules.ts).
 */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as people see them: `a🍳` is 2, a family emoji is 1, `é` is 1 however it is encoded. */
export function countCharacters(text: string): number {
  const segments = graphemes.segment(text)[Symbol.iterator]();
  let count = 0;
  while (!segments.next().done) count += 1;
  return count;
}

/** The first `max` characters (graphemes) of `text`, never cutting one in half. */
export function firstCharacters(text: string, max: number): string {
  let result = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) return `${result}…`;
    result += segment;
    count += 1;
  }
  return result;
}

// C0 and C1 control characters, DEL included; tabs and newlines are controls too.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_GLOBAL = /[\u0000-\u001f\u007f-\u009f]/g;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * Characters that change nothing a reader sees, so `milk` and `milk` + one of them would look the
 * same: every default-ignorable code point (zero-width spaces and joiners, variation selectors,
 * Hangul fillers, tag characters U+E0000–E007F, …) and every format character (`Cf`: bidi marks
 * and overrides, U+FFF9–FFFB, soft hyphen, …). Each test is on one code point: linear.
 */
const IGNORABLE_OR_FORMAT = /^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI = /^\p{Emoji}$/u;
const EMOJI_MODIFIER = /^\p{Emoji_Modifier}$/u;

const STYLE_SELECTORS = /[\ufe0e\ufe0f]/g;

const ZWJ = 0x200d;
const VS15 = 0xfe0e;
const VS16 = 0xfe0f;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
/**
 * The tags of the subdivision flags that render as one picture (the recommended ones: England,
 * Scotland, Wales). Any other tag run could carry hidden text to the model ("ASCII smuggling").
 */
const FLAG_TAGS = new Set(['gbeng', 'gbsct', 'gbwls']);
const LONGEST_FLAG_TAGS = 5;

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}
function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/**
 * Calls `keep` with each code point of `text` that people see (or that belongs to an emoji seen
 * as one picture), and `drop` with each invisible one: default-ignorable and format characters,
 * and lone surrogates (half an emoji, never a character). Allowed, as part of one emoji:
 *   - a zero-width joiner between two pictographs (👩‍🍳; skin tones and VS16 may stand between);
 *   - a variation selector (VS15 text style, VS16 emoji style) right after an emoji character
 *     (❤️, and keycaps like 1️⃣, whose base is a digit);
 *   - the tags and cancel tag of a recommended subdivision flag right after U+1F3F4 (🏴󠁧󠁢󠁥󠁮󠁧󠁿).
 * Every other variation selector is invisible here too, Mongolian and ideographic ones included.
 * One pass; the work for each code point is bounded (a flag looks ahead at most 6 code points).
 * Returns early when a callback returns true.
 */
function scan(
  text: string,
  keep: (start: number, end: number) => boolean | void,
  drop: (start: number, end: number) => boolean | void,
): void {
  let index = 0;
  // The previous visible code point is a pictograph, possibly followed by a skin tone or VS16.
  let afterPictograph = false;
  // The previous code point is an emoji character a variation selector may follow.
  let afterEmoji = false;
  while (index < text.length) {
    const unit = text.charCodeAt(index);
    if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) {
      // A pair: handled as one code point below.
    } else if (isHighSurrogate(unit) || isLowSurrogate(unit)) {
      if (drop(index, index + 1) === true) return;
      index += 1;
      afterPictograph = afterEmoji = false;
      continue;
    }
    const codePoint = text.codePointAt(index)!;
    const width = codePoint > 0xffff ? 2 : 1;
    const character = text.slice(index, index + width);
    const end = index + width;

    if (codePoint === BLACK_FLAG) {
      const flagEnd = subdivisionFlagEnd(text, end);
      if (flagEnd !== end) {
        if (keep(index, flagEnd) === true) return;
        index = flagEnd;
        afterPictograph = true;
        afterEmoji = false;
        continue;
      }
    }

    if (!IGNORABLE_OR_FORMAT.test(character)) {
      if (keep(index, end) === true) return;
      const pictograph = PICTOGRAPH.test(character);
      afterPictograph = pictograph || (afterPictograph && EMOJI_MODIFIER.test(character));
      afterEmoji = pictograph || EMOJI.test(character);
      index = end;
      continue;
    }

    let allowed = false;
    if (codePoint === ZWJ) {
      allowed = afterPictograph && PICTOGRAPH.test(nextCodePoint(text, end));
      afterPictograph = false;
    } else if (codePoint === VS16 || codePoint === VS15) {
      allowed = afterEmoji;
      afterPictograph = allowed && codePoint === VS16 && afterPictograph;
    } else {
      afterPictograph = false;
    }
    afterEmoji = false;
    if ((allowed ? keep(index, end) : drop(index, end)) === true) return;
    index = end;
  }
}

function nextCodePoint(text: string, index: number): string {
  const codePoint = text.codePointAt(index);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
}

/** Where a recommended subdivision flag's tags end, or `start` if none follows at `start`. */
function subdivisionFlagEnd(text: string, start: number): number {
  let tags = '';
  let index = start;
  for (let count = 0; count <= LONGEST_FLAG_TAGS; count += 1) {
    const codePoint = text.codePointAt(index);
    if (codePoint === CANCEL_TAG) return FLAG_TAGS.has(tags) ? index + 2 : start;
    if (codePoint === undefined || codePoint < 0xe0020 || codePoint > 0xe007e) return start;
    tags += String.fromCharCode(codePoint - 0xe0000);
    index += 2;
  }
  return start;
}

export function hasInvisibleCharacters(text: string): boolean {
  let found = false;
  scan(
    text,
    () => false,
    () => (found = true),
  );
  return found;
}

/**
 * The entry with its control and invisible characters taken out, to quote it in a message: a
 * right-to-left override in a quote would turn the rest of the message around.
 */
export function visibleText(text: string): string {
  const parts: string[] = [];
  scan(
    text,
    (start, end) => {
      parts.push(text.slice(start, end));
    },
    () => {},
  );
  return parts.join('').replace(CONTROL_CHARACTERS_GLOBAL, '');
}

/**
 * The form two entries are compared in: NFC (é is é however typed), case-insensitive, and without
 * the emoji- or text-style selectors (❤️ and ❤ are the same heart).
 */
export function comparisonKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(STYLE_SELECTORS, '');
}
