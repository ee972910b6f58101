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

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The lines of `markdown` outside fenced code, where no emphasis or link is read. */
function* proseLines(markdown: string): Generator<string> {
  let fence: string | null = null;
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && marker) fence = marker;
    else if (
      fence !== null &&
      marker !== undefined &&
      marker[0] === fence[0] &&
      marker.length >= fence.length
    ) {
      fence = null;
    } else if (fence === null) yield line;
  }
}

/** The most emphasis characters open at once in any paragraph of `markdown`. */
export function emphasisNestingDepth(markdown: string): number {
  let deepest = 0;
  let open: Open[] = [];
  for (const line of proseLines(markdown)) {
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

/** Far more link brackets than a recipe opens at once (close-open-markers keeps as many open). */
export const MAX_OPEN_BRACKETS = 32;

/** The most `[` open at once outside fenced code, reading no further than past the bound. */
function bracketDepth(markdown: string): number {
  let deepest = 0;
  let open = 0;
  for (const line of proseLines(markdown)) {
    // A link's text may run over lines, never past its paragraph.
    if (BLOCK_START.test(line)) open = 0;
    for (let index = 0; index < line.length && deepest <= MAX_OPEN_BRACKETS; index += 1) {
      const char = line[index];
      if (char === '\\') index += 1;
      else if (char === '[') deepest = Math.max(deepest, (open += 1));
      else if (char === ']' && open > 0) open -= 1;
    }
    if (deepest > MAX_OPEN_BRACKETS) break;
  }
  return deepest;
}

/**
 * A block the markdown parser would take too long over: more emphasis characters or link brackets
 * open at once than any recipe holds (32 KB of `[*a ` cost micromark a third of a second). Such a
 * block is shown as its text, every character of it, rather than parsed.
 */
export function tooOpenToParse(block: string): boolean {
  return (
    emphasisNestingDepth(block) > MAX_EMPHASIS_NESTING || bracketDepth(block) > MAX_OPEN_BRACKETS
  );
}
