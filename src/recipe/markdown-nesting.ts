/**
 * How deep markdown's containers (block quotes and list items) nest, and the same text with that
 * depth bounded. A line of 7,990 `>` or 3,990 `- ` opens one container per marker, and renderers
 * walk the tree recursively: thousands of levels overflow the stack. Real recipes nest two or
 * three levels. One linear pass over each line's leading markers; pure, no I/O.
 */

/** The most containers a line may open; a shared link nesting deeper is refused. */
export const MAX_MARKDOWN_NESTING = 8;

interface LineMarkers {
  /** Container markers at the start of the line. */
  count: number;
  /** Where the text after the first `keep` markers begins (the markers' own spaces excluded). */
  keptEnd: number;
  /** Where the line's content begins, after every marker and the spaces after it. */
  contentStart: number;
}

/** What markdown ends a line with: a lone `\r` too. */
const LINE_END = /\r\n|\r|\n/;

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The length of a container marker at `at` (`>`, `-`/`*`/`+` or 1-9 digits and `.`/`)`), or 0. */
function markerLength(line: string, at: number): number {
  const char = line[at];
  if (char === '>') return 1;
  // A bullet or a number opens a list item only when a space, a tab or the line's end follows.
  const endsItem = (after: number) => after === line.length || isSpace(line[after]);
  if (char === '-' || char === '*' || char === '+') return endsItem(at + 1) ? 1 : 0;
  let end = at;
  while (end - at < 9 && isDigit(line[end])) end += 1;
  if (end === at || (line[end] !== '.' && line[end] !== ')')) return 0;
  return endsItem(end + 1) ? end + 1 - at : 0;
}

function readLineMarkers(line: string, keep: number): LineMarkers {
  let count = 0;
  let at = 0;
  let keptEnd = 0;
  for (;;) {
    let start = at;
    while (isSpace(line[start])) start += 1;
    const length = markerLength(line, start);
    if (length === 0)
      return { count, keptEnd: count <= keep ? start : keptEnd, contentStart: start };
    count += 1;
    at = start + length;
    if (count === keep) keptEnd = at;
  }
}

/** The most container markers any one line of `markdown` starts with. */
export function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split(LINE_END)) {
    deepest = Math.max(deepest, readLineMarkers(line, MAX_MARKDOWN_NESTING).count);
  }
  return deepest;
}

/**
 * `markdown` with no line opening more than `maxDepth` containers: the markers past that depth
 * are dropped and the line's text kept, so a deep quote or list shows flattened, all its words
 * there. Every other line is left exactly as it was.
 */
export function limitMarkdownNesting(
  markdown: string,
  maxDepth: number = MAX_MARKDOWN_NESTING,
): string {
  const lines = markdown.split(LINE_END);
  let changed = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const markers = readLineMarkers(line, maxDepth);
    if (markers.count <= maxDepth) continue;
    lines[index] = `${line.slice(0, markers.keptEnd)} ${line.slice(markers.contentStart)}`;
    changed = true;
  }
  // Line ends become `\n` only in a text that had to change.
  return changed ? lines.join('\n') : markdown;
}
