/**
 * Phase 1: markdown to lines. A real markdown parse (CommonMark) gives the blocks;
 * each block becomes the lines the later phases read, with the source of its inline text kept
 * (the later phases remove the markers themselves, half-written ones included).
 */
import type { Nodes, Parent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { classifyParagraphLines, type MarkdownLine, type PlacedLine } from './paragraph-lines.js';

export type { MarkdownLine } from './paragraph-lines.js';

/** The parser's work grows faster than the text with deep nesting: it is bounded first. */
export const READ_LIMIT_CHARS = 20_000;
// A quote marker needs no space after it (">>>" nests three quotes); a list marker does.
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*/;
export const CONTAINER_PREFIX_LIMIT = 24;
/** A code block's text is read as markdown too (models wrap recipes in fences), once. */
const CODE_DEPTH_LIMIT = 1;

/** Where a block stands: the text it was parsed from and what contains it. */
interface Place {
  source: string;
  sourceLines: string[];
  /** Added to the parser's line numbers: a code block's text is parsed on its own. */
  lineOffset: number;
  codeDepth: number;
  /** Inside a list item; `itemDepth` > 1 inside a nested one. */
  itemDepth: number;
}

/** At most READ_LIMIT_CHARS, cut at a line's end; each line's run of container markers bounded. */
export function boundedMarkdown(markdown: string): { text: string; cut: boolean } {
  const cut = markdown.length > READ_LIMIT_CHARS;
  const kept = cut ? markdown.slice(0, READ_LIMIT_CHARS) : markdown;
  const text = (cut && kept.includes('\n') ? kept.slice(0, kept.lastIndexOf('\n')) : kept)
    .split(/\r\n?|\n/)
    .map((line) => {
      const prefix = CONTAINER_PREFIX.exec(line)![0];
      if (prefix.length <= CONTAINER_PREFIX_LIMIT) return line;
      return `${prefix.slice(0, CONTAINER_PREFIX_LIMIT).trimEnd()} ${line.slice(prefix.length)}`;
    })
    .join('\n');
  return { text, cut };
}

/**
 * CommonMark only: a table is a paragraph of "|" lines here, read line by line, so rows written
 * without a header, or with text right after them, read the same as a GFM table.
 */
const parse = (text: string) => fromMarkdown(text);

/** The lines of `markdown` in order, each knowing whether a blank line or a rule came before. */
export function markdownLines(markdown: string): MarkdownLine[] {
  const place: Place = {
    source: markdown,
    sourceLines: markdown.split(/\r\n?|\n/),
    lineOffset: 0,
    codeDepth: 0,
    itemDepth: 0,
  };
  const placed: PlacedLine[] = [];
  for (const node of parse(markdown).children) placed.push(...blockLines(node, place));
  let previousEnd = 0;
  return placed.map(({ firstLine, lastLine, line }) => {
    const afterGap = firstLine > previousEnd + 1;
    previousEnd = lastLine;
    return { ...line, afterGap } as MarkdownLine;
  });
}

function sourceOf(node: Nodes, place: Place): string {
  const start = node.position?.start.offset ?? 0;
  return place.source.slice(start, node.position?.end.offset ?? start);
}

/** The source of a node's inline content: a heading's without its `#` marks or underline. */
function inlineSource(node: Parent, place: Place): string {
  const first = node.children[0];
  const last = node.children.at(-1);
  if (!first?.position || !last?.position) return '';
  return place.source.slice(first.position.start.offset, last.position.end.offset);
}

const lineNumber = (node: Nodes, place: Place, end = false) =>
  (end ? node.position?.end.line : node.position?.start.line)! + place.lineOffset;

function blockLines(node: Nodes, place: Place): PlacedLine[] {
  switch (node.type) {
    case 'heading': {
      const source = inlineSource(node, place);
      const line = { kind: 'heading', depth: node.depth, source } as const;
      return [
        { firstLine: lineNumber(node, place), lastLine: lineNumber(node, place, true), line },
      ];
    }
    case 'paragraph':
    case 'html':
      return classifyParagraphLines(sourceOf(node, place), lineNumber(node, place), place);
    case 'list':
      return node.children.flatMap((item) => itemLines(item, node.ordered === true, place));
    case 'code':
      return codeLines(node.value, node, place);
    case 'blockquote':
      return node.children.flatMap((child) => blockLines(child, place));
    default:
      return [];
  }
}

function itemLines(item: Parent, ordered: boolean, place: Place): PlacedLine[] {
  const inside: Place = { ...place, itemDepth: place.itemDepth + 1 };
  const [first, ...rest] = item.children;
  // An item's text is its first paragraph's first line; HTML there ("<b>2</b> eggs") is text too.
  if (first?.type !== 'paragraph' && first?.type !== 'html')
    return item.children.flatMap((child) => blockLines(child, inside));
  const [title = '', ...more] = sourceOf(first, place).split(/\r\n?|\n/);
  const start = lineNumber(first, place);
  const line = { kind: 'item', ordered, depth: place.itemDepth, source: title.trim() } as const;
  return [
    { firstLine: start, lastLine: start, line },
    ...classifyParagraphLines(more.join('\n'), start + 1, inside),
    ...rest.flatMap((child) => blockLines(child, inside)),
  ];
}

/** A fenced block's text starts on the line after its fence; an indented block's on its own. */
function codeLines(text: string, node: Nodes, place: Place): PlacedLine[] {
  const fenced = /^[`~]{3}/.test(sourceOf(node, place));
  const lineOffset = lineNumber(node, place) - 1 + (fenced ? 1 : 0);
  if (place.codeDepth >= CODE_DEPTH_LIMIT)
    return classifyParagraphLines(text, lineOffset + 1, place);
  const inner: Place = {
    source: text,
    sourceLines: text.split(/\r\n?|\n/),
    lineOffset,
    codeDepth: place.codeDepth + 1,
    itemDepth: place.itemDepth,
  };
  return parse(text).children.flatMap((child) => blockLines(child, inner));
}
