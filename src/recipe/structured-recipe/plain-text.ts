/**
 * Inline markdown turned into plain text, and the small string helpers the reader's phases share.
 * Every pattern here is anchored or has no overlapping repetition, so the work stays linear in the
 * input: models' text is untrusted and can be long.
 */

const MARKERS: [RegExp, string][] = [
  [/!\[[^[\]]*\]\([^()\s]*(?:\s+"[^"]*")?\)/g, ''],
  [/\[([^[\]]*)\]\([^()\s]*(?:\s+"[^"]*")?\)/g, '$1'],
  [/\*+|~~|`+/g, ''],
  [/(^|[\s([])_{1,3}(?=\S)|(\S)_{1,3}(?=[\s).,!?:;]|$)/g, '$1$2'],
  [/\s+/g, ' '],
];

/** Private-use stand-ins for backslash-escaped characters while the markers are removed. */
const ESCAPE_BASE = 0xe000;

/**
 * Emphasis, code, strike-through and link markers removed, images dropped, HTML kept as text.
 * Half-written markers (a recipe cut off mid-word) are removed too, which a markdown parser
 * would keep; a character escaped with a backslash is text, not a marker.
 */
export function plainText(markdown: string): string {
  const escaped = markdown.replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) =>
    String.fromCharCode(ESCAPE_BASE + char.charCodeAt(0)),
  );
  return MARKERS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    escaped,
  )
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - ESCAPE_BASE))
    .trim();
}

/** `text` without any of `chars` at its end. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** Bold as a whole ("**Steep**", "__For the sauce:__"): a title for what follows it. */
export function isWholeBold(markdown: string): boolean {
  const text = trimEndOf(markdown, ': ');
  return (
    text.length > 4 &&
    /^(?:\*\*|__)/.test(text) &&
    text.indexOf(text.slice(0, 2), 2) === text.length - 2
  );
}

/**
 * `more` added to `text` as a new sentence: after `separator` unless the part last added to
 * `text` (`lastPart`) already ends in punctuation.
 */
export function joinSentence(
  text: string,
  lastPart: string,
  more: string,
  separator = '. ',
): string {
  if (!text) return more;
  return '.!?:;,'.includes(lastPart.at(-1)!) ? `${text} ${more}` : text + separator + more;
}
