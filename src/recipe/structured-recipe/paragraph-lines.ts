/**
 * The lines of a paragraph, read one by one as models mean them: a paragraph's line may be a list
 * item markdown does not know ("• 2 eggs", "**1.** Boil", "2. Steep" right after text) or a
 * table row ("| Flour | 500 g |").
 */

export type MarkdownLine = (
  | { kind: 'heading'; depth: number; source: string }
  /** `depth`: 0 for a list item at the top, 1 inside another item, and so on. */
  | { kind: 'item'; ordered: boolean; depth: number; source: string }
  /** The cells' sources, row by row; a header and its delimiter row are rows here too. */
  | { kind: 'table'; rows: string[][] }
  /** `inItem`: part of a list item; `nextSource`: the source line after it, trimmed. */
  | { kind: 'prose'; source: string; inItem: boolean; nextSource: string }
) & {
  /** A blank line, a rule or a fence stands between it and the line before. */
  afterGap: boolean;
};

type Unplaced<T> = T extends unknown ? Omit<T, 'afterGap'> : never;

/** A line with the source lines it spans, before it is known what stands between them. */
export interface PlacedLine {
  firstLine: number;
  lastLine: number;
  line: Unplaced<MarkdownLine>;
}

/** Where a paragraph stands. */
export interface ParagraphPlace {
  sourceLines: string[];
  lineOffset: number;
  itemDepth: number;
}

const LIST_ITEM = /^(?:[-*+•◦▪]|(\d{1,3})[.)])(?:\s+|$)(.*)/;
const BOLD_NUMBER = /^(?:\*\*|__)(\d{1,3}[.)])(?:\*\*|__)/;

/** `text` (a paragraph's source, its first line on `firstLine`) as lines. */
export function classifyParagraphLines(
  text: string,
  firstLine: number,
  place: ParagraphPlace,
): PlacedLine[] {
  const placed: PlacedLine[] = [];
  for (const [index, raw] of text.split(/\r\n?|\n/).entries()) {
    const source = raw
      .trim()
      .replace(/^(?:>\s?)+/, '')
      .trim();
    const lineNumber = firstLine + index;
    if (!source) continue;
    if (source[0] === '|') addTableRow(placed, source, lineNumber);
    else
      placed.push({
        firstLine: lineNumber,
        lastLine: lineNumber,
        line: lineOf(source, lineNumber, place),
      });
  }
  return placed;
}

/** A "| a | b |" row joins the rows on the lines just before it. */
function addTableRow(placed: PlacedLine[], source: string, lineNumber: number): void {
  const cells = source
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
  const previous = placed.at(-1);
  if (previous?.line.kind === 'table' && previous.lastLine === lineNumber - 1) {
    previous.line.rows.push(cells);
    previous.lastLine = lineNumber;
  } else placed.push({ firstLine: lineNumber, lastLine: lineNumber, line: headerless(cells) });
}

const headerless = (cells: string[]): Unplaced<MarkdownLine> => ({
  kind: 'table',
  rows: [cells],
});

function lineOf(source: string, lineNumber: number, place: ParagraphPlace): Unplaced<MarkdownLine> {
  const item = LIST_ITEM.exec(source.replace(BOLD_NUMBER, '$1'));
  if (item) return { kind: 'item', ordered: !!item[1], depth: place.itemDepth, source: item[2]! };
  const next = place.sourceLines[lineNumber - place.lineOffset] ?? '';
  return { kind: 'prose', source, inItem: place.itemDepth > 0, nextSource: next.trim() };
}
