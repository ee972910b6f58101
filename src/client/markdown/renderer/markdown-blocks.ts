/**
 * Splits streamed markdown into top-level blocks so that finished blocks can be rendered once and
 * only the last, growing block is parsed again as text arrives.
 *
 * A block ends at a blank line followed by a line that starts at the margin, except:
 * - inside a fenced code block (``` or ~~~), which stays whole until its closing fence;
 * - an indented line after a blank line continues the block (list item content, indented code);
 * - a list item after a blank line continues a block that is a list (a loose list stays one list,
 *   so its numbering and spacing match the whole document's).
 * Joining the blocks with "\n\n" renders the same as the whole text, except that a reference-style
 * link definition only applies inside its own block (such a link then shows as text).
 */
import { limitMarkdownNesting } from './markdown-nesting';
import { closeOpenMarkers } from './close-open-markers';
import { tooOpenToParse } from './emphasis-nesting';
import { holdBackUnfinishedTail } from '../heal-markdown';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

interface OpenFence {
  char: string;
  length: number;
}

function closesFence(line: string, fence: OpenFence): boolean {
  const match = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return match !== null && match[1]![0] === fence.char && match[1]!.length >= fence.length;
}

export function splitMarkdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let blankBefore = false;
  let fence: OpenFence | null = null;
  /** The block's last line at the margin began a list item (or lazily continues one). */
  let inList = false;

  for (const line of markdown.split('\n')) {
    if (fence) {
      current.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    if (line.trim() === '') {
      if (current.length > 0) blankBefore = true;
      continue;
    }
    const startsAtMargin = !/^[ \t]/.test(line);
    const listItem = LIST_ITEM.test(line);
    if (blankBefore && startsAtMargin && !(listItem && inList)) {
      blocks.push(current.join('\n'));
      current = [];
    } else if (blankBefore) {
      current.push('');
    }
    if (listItem) inList = true;
    else if (startsAtMargin && (blankBefore || /^ {0,3}(#|>|`{3}|~{3})/.test(line))) inList = false;
    blankBefore = false;
    current.push(line);
    const opening = FENCE.exec(line);
    if (opening) fence = { char: opening[1]![0]!, length: opening[1]!.length };
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}

/** The longest block given to the markdown parser; a recipe's blocks are a few hundred characters. */
export const MAX_BLOCK_LENGTH = 4096;
/** How far back from MAX_BLOCK_LENGTH a place to cut is looked for. */
const CUT_WINDOW = 1024;

/** Where to cut a long block: before a line at the margin, else before a word; -1 for nowhere. */
function cutPoint(block: string, from: number): number {
  const end = from + MAX_BLOCK_LENGTH;
  const line = block.lastIndexOf('\n', end - 1);
  if (line > end - CUT_WINDOW && /\S/.test(block[line + 1] ?? '')) return line + 1;
  for (let at = end - 1; at > end - CUT_WINDOW; at -= 1) {
    if (block[at - 1] === ' ' && /\p{L}/u.test(block[at]!)) return at;
  }
  return -1;
}

/**
 * A block longer than MAX_BLOCK_LENGTH as blocks of at most that length, cut before a line that
 * starts at the margin or before a word, so that no parse of one (and no frame of a streaming
 * one) reads 32 KB at once. Only a hostile answer has such a block; fenced code stays whole.
 * The cuts depend only on the text before them, so they stay put while the block grows.
 */
export function cutLongBlock(block: string): string[] {
  if (block.length <= MAX_BLOCK_LENGTH || FENCE.test(block) || /\n {0,3}(`{3}|~{3})/.test(block)) {
    return [block];
  }
  const pieces: string[] = [];
  let from = 0;
  while (block.length - from > MAX_BLOCK_LENGTH) {
    const cut = cutPoint(block, from);
    if (cut === -1) break;
    pieces.push(block.slice(from, cut).trimEnd());
    from = cut;
  }
  pieces.push(block.slice(from));
  return pieces;
}

/**
 * The blocks a recipe shows as. While it is unfinished (streaming, stopped or cut off), what must
 * wait is held back and the last block's open markers are closed: no frame shows a marker the
 * finished recipe does not. Before anything parses it, no line opens containers deeper than the
 * renderer can walk.
 */
export function recipeBlocks(markdown: string, unfinished: boolean): string[] {
  const bounded = limitMarkdownNesting(markdown);
  if (!unfinished) return splitMarkdownBlocks(bounded).flatMap(cutLongBlock);
  const split = splitMarkdownBlocks(holdBackUnfinishedTail(bounded)).flatMap(cutLongBlock);
  // Only the last block can hold an unclosed marker: the others are finished. One too open to
  // parse is shown as written, so it is not healed either.
  const last = split.pop();
  if (last !== undefined) split.push(tooOpenToParse(last) ? last : closeOpenMarkers(last));
  return split;
}
