/**
 * How deep markdown's containers (block quotes and list items) nest, and the same text with that
 * depth bounded. A line of 7,990 `>` or 3,990 `- ` opens one container per marker, and renderers
 * walk the tree recursively: thousands of levels overflow the stack. Real recipes nest two or
 * three levels. One linear pass over each line's leading markers; pure, no I/O.
 */

/** The most containers a line may open; a shared link nesting deeper is refused. */
export const MAX_MARKDOWN_NESTING = 8;
/**
 * The widest white space kept before or between a line's markers, in columns. A list item nests
 * under the one above by indentation alone, so 8,000 characters of tabs reach hundreds of levels
 * without a marker past the 8th; 32 columns still hold 16 levels of "- " and any code block.
 */
export const MAX_INDENT_COLUMNS = 32;

interface LinePrefix {
  /** Container markers at the start of the line. */
  count: number;
  /** The widest run of white space before, between or after them, in columns. */
  widestGap: number;
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

/** Reads the white space at `at` (a tab to the next multiple of 4 columns): where it ends. */
function skipSpace(line: string, at: number, column: number): { at: number; column: number } {
  while (isSpace(line[at])) {
    column = line[at] === '\t' ? column + 4 - (column % 4) : column + 1;
    at += 1;
  }
  return { at, column };
}

function readLinePrefix(line: string): LinePrefix {
  let count = 0;
  let widestGap = 0;
  let place = { at: 0, column: 0 };
  for (;;) {
    const gapStart = place.column;
    place = skipSpace(line, place.at, place.column);
    widestGap = Math.max(widestGap, place.column - gapStart);
    const length = markerLength(line, place.at);
    if (length === 0) return { count, widestGap };
    count += 1;
    place = { at: place.at + length, column: place.column + length };
  }
}

/** `line` with its first `maxDepth` markers, its gaps at most MAX_INDENT_COLUMNS, its text. */
function flattenLine(line: string, maxDepth: number): string {
  let kept = '';
  let count = 0;
  let place = { at: 0, column: 0 };
  for (;;) {
    const gapStart = place.column;
    place = skipSpace(line, place.at, place.column);
    const gap = Math.min(place.column - gapStart, MAX_INDENT_COLUMNS);
    const length = markerLength(line, place.at);
    if (length === 0) {
      // After dropped markers, one space at least keeps the text apart from the last kept one.
      return kept + ' '.repeat(count > maxDepth ? Math.max(gap, 1) : gap) + line.slice(place.at);
    }
    count += 1;
    if (count <= maxDepth) kept += ' '.repeat(gap) + line.slice(place.at, place.at + length);
    place = { at: place.at + length, column: place.column + length };
  }
}

/** The most container markers any one line of `markdown` starts with. */
export function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split(LINE_END)) {
    deepest = Math.max(deepest, readLinePrefix(line).count);
  }
  return deepest;
}

/**
 * `markdown` with no line opening more than `maxDepth` containers, and no white space among a
 * line's markers wider than MAX_INDENT_COLUMNS: the markers past that depth are dropped and the
 * line's text kept, so a deep quote or list shows flattened, all its words there. Every other
 * line is left exactly as it was.
 */
export function limitMarkdownNesting(
  markdown: string,
  maxDepth: number = MAX_MARKDOWN_NESTING,
): string {
  const lines = markdown.split(LINE_END);
  let changed = false;
  for (let index = 0; index < lines.length; index += 1) {
    const prefix = readLinePrefix(lines[index]!);
    if (prefix.count <= maxDepth && prefix.widestGap <= MAX_INDENT_COLUMNS) continue;
    lines[index] = flattenLine(lines[index]!, maxDepth);
    changed = true;
  }
  // Line ends become `\n` only in a text that had to change.
  return changed ? lines.join('\n') : markdown;
}
