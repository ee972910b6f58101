/** Text as people see it: characters counted as graphemes, invisible characters found. */

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

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * Characters that change nothing a reader sees, so `milk` and `milk` + one of them would look the
 * same: zero-width space, non-joiner and joiner (U+200B–U+200D), word joiner (U+2060) and the
 * byte-order mark (U+FEFF); the bidirectional marks and controls (U+200E, U+200F, U+061C,
 * U+202A–U+202E, U+2066–U+2069); other format characters that show nothing and come along in
 * pasted text (soft hyphen U+00AD, combining grapheme joiner U+034F, Mongolian vowel separator
 * U+180E, invisible operators U+2061–U+2064, deprecated format controls U+206A–U+206F); and lone
 * surrogates (half an emoji, never a character). With the `u` flag a surrogate range matches only
 * a surrogate that is not half of a pair. Variation selectors stay: emoji (❤️) need them.
 */
const INVISIBLE_CHARACTERS =
  /\u034f|[\u00ad\u061c\u180e\u200b-\u200f\u2060-\u2064\u206a-\u206f\ufeff\u202a-\u202e\u2066-\u2069\ud800-\udfff]/gu;

/**
 * A zero-width joiner between two pictographs is part of one emoji people see (👩‍🍳 is woman +
 * joiner + cooking), not an invisible character. Skin tones and the emoji presentation selector
 * may stand between the first pictograph and the joiner.
 */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\ufe0f)*)\u200d(?=\p{Extended_Pictographic})/gu;

export function hasInvisibleCharacters(text: string): boolean {
  return text.replace(EMOJI_JOINER, '').search(INVISIBLE_CHARACTERS) !== -1;
}

/**
 * The entry with its control and invisible characters taken out, to quote it in a message: a
 * right-to-left override in a quote would turn the rest of the message around.
 */
export function visibleText(text: string): string {
  const joinerOrInvisible = new RegExp(
    `(${EMOJI_JOINER.source})|${INVISIBLE_CHARACTERS.source}|${CONTROL_CHARACTERS.source}`,
    'gu',
  );
  return text.replace(joinerOrInvisible, (_, joiner?: string) => joiner ?? '');
}

/** The form two entries are compared in: NFC (é is é however typed) and case-insensitive. */
export function comparisonKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}
