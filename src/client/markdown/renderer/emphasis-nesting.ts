/**
 * How deep emphasis (`*`, `_`) can nest in markdown, read as CommonMark reads delimiter runs. A run
 * of 4,000 `*` before a word and 3,999 after it makes 2,000 nested strong elements, and 4,000
 * `*a ` then 4,000 `a* ` as many emphases: the markdown parser pairs them in time that grows with
 * their square and the renderer walks them recursively. Real recipes open two or three. One linear
 * pass, pure, no I/O; close-open-markers.ts reads runs by the same flanking rules.
 */

/** The most emphasis characters open at once that a shared recipe may hold. */
export const MAX_EMPHASIS_NESTING = 16;

/** A line that starts a block of its own (blank, list item, heading, quote, table row). */
const BLOCK_START = /^[ \t]*(?:$|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)|#{1,6}(?=[ \t]|$)|>|\|)/;
const WHITESPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;

const isSpace = (char: string | undefined) => char === undefined || WHITESPACE.test(char);
const isPunctuation = (char: string | undefined) => char !== undefined && PUNCTUATION.test(char);

/** CommonMark's left- and right-flanking, and what they allow a run of `char`. */
export function flanking(char: string, before: string | undefined, after: string | undefined) {
  const left =
    !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
  const right =
    !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
  if (char !== '_') return { opens: left, closes: right };
  return {
    opens: left && (!right || isPunctuation(before)),
    closes: right && (!left || isPunctuation(after)),
  };
}

interface Open {
  char: string;
  count: number;
}

/** Open emphasis characters after the run at `index` of `line`; where the run ends. */
function readRun(line: string, index: number, open: Open[]): number {
  const char = line[index]!;
  let end = index;
  while (line[end] === char) end += 1;
  let count = end - index;
  const { opens, closes } = flanking(char, line[index - 1], line[end]);
  for (let at = open.length - 1; closes && count > 0 && at >= 0; at -= 1) {
    const opener = open[at]!;
    if (opener.char !== char) continue;
    const used = Math.min(opener.count, count);
    opener.count -= used;
    count -= used;
    open.length = opener.count === 0 ? at : at + 1;
  }
  if (opens && count > 0) open.push({ char, count });
  return end;
}

/** The most emphasis characters open at once in any paragraph of `markdown`. */
export function emphasisNestingDepth(markdown: string): number {
  let deepest = 0;
  let open: Open[] = [];
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    // Emphasis never crosses a block: a blank line, an item or a heading starts afresh.
    if (BLOCK_START.test(line)) open = [];
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index];
      if (char === '\\') index += 1;
      else if (char === '*' || char === '_') {
        index = readRun(line, index, open) - 1;
        deepest = Math.max(
          deepest,
          open.reduce((sum, opener) => sum + opener.count, 0),
        );
        if (deepest > MAX_EMPHASIS_NESTING) return deepest;
      }
    }
  }
  return deepest;
}
