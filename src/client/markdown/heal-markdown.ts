/**
 * Heals the unfinished tail of a streaming recipe so that no raw markup flashes on screen before
 * the rest of it arrives. close-open-markers.ts (in the lazy markdown chunk) closes bold, italics,
 * code and strike-through of the last block and shows a link being written as its text; what it
 * cannot close is held back here until it has been written:
 * - a line that has no words yet (`1.`, `-`, `--`, `#`, a back-tick or two), which would show as
 *   text before it becomes a list item, a rule or a fence;
 * - a table whose header or delimiter row is not finished, which would show as pipes;
 * - a trailing `\` or `&entity`, shown as such until the escaped character or `;` arrives, and a
 *   `!` after a space, which may begin an image (shown as its text, without the `!`);
 * - markers at the very end (`Crispy **`, `with \``, an escaped `\*`), which open or close
 *   nothing yet: what they open is closed once a word follows;
 * - the `]` of a link's text before its `(url)`: `[text` shows as its text, `[text]` would not.
 */
/** Nothing but list, heading, rule, quote, fence or table markers (and the digits of `1.`). */
const NO_WORDS_YET = /^[\s\d#>*+\-_=`~|.):]*$/;
const UNFINISHED_END = /(?:\\|&#?[a-zA-Z0-9]*|\\?[*_`~]+|(?:^|\s)!)$/;
const LINK_TEXT_BEFORE_URL = /(\[[^\]\n]*)\]$/;
const TABLE_ROW = /^ {0,3}\|/;

/** Cuts what must wait for more text from the end of the whole streamed text. */
export function holdBackUnfinishedTail(markdown: string): string {
  const lines = markdown.split('\n');
  // The last line is still being written ('' right after a newline).
  const growing = lines.length - 1;
  let keep = lines.length;
  if (NO_WORDS_YET.test(lines[growing]!)) keep = growing;

  // A table shows as a table only once its delimiter row is complete (a newline follows it).
  let firstRow = keep;
  while (firstRow > 0 && TABLE_ROW.test(lines[firstRow - 1]!)) firstRow -= 1;
  const rows = keep - firstRow;
  const delimiterComplete = rows >= 2 && firstRow + 1 < growing;
  if (rows > 0 && !delimiterComplete && (rows === 1 || firstRow + 1 === growing)) keep = firstRow;

  const kept = lines.slice(0, keep).join('\n');
  if (keep < lines.length) return kept;
  return kept.replace(UNFINISHED_END, '').replace(LINK_TEXT_BEFORE_URL, '$1');
}

/**
 * The words of a streaming recipe without its markup, shown until the markdown renderer has
 * loaded, so that no raw marker flashes: fence lines, line-start markers (headings, lists,
 * quotes, rules, table pipes), link targets, and emphasis, code and strike-through markers go.
 */
export function wordsOnly(markdown: string): string {
  return holdBackUnfinishedTail(markdown)
    .replace(/^[ \t]*(?:`{3,}|~{3,}).*$/gm, '')
    .replace(/^[ \t]*(?:#{1,6}|>|[-*+]|\d{1,9}[.)]|[-*_=|:\s]+$)[ \t]*/gm, '')
    .replace(/\]\([^)\n]*\)?/g, '')
    .replace(/~~|[*_`|[\]]/g, '');
}
