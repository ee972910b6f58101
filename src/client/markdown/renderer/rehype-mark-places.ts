/**
 * Marks the places the wishes check reported (`<mark>`), and only those: with "1 cup almond
 * milk" in the list and "milk" reported in a step, the "milk" of "almond milk" stays unmarked.
 * Places are offsets into the recipe's markdown; each block gets its own, and a text node is
 * marked where its source in the block is its text. Never inside code.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/** A reported place: [start, end) in the markdown given. */
export type Place = readonly [number, number];

interface Line {
  start: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    lines.push({ start, text: line });
    start += line.length + 1;
  }
  return lines;
}

/** Whether a block's line is the markdown's line, perhaps healed or cut while it streams. */
const sameLine = (block: string, source: string) =>
  block === source ||
  (block !== '' && source !== '' && (block.startsWith(source) || source.startsWith(block)));

/**
 * The places of `markdown` as offsets into each of its `blocks` (made of its lines, in order, with
 * blank lines between them dropped or kept once). A place on a line no block shows unchanged is
 * left out.
 */
export function blockPlaces(
  markdown: string,
  blocks: readonly string[],
  places: readonly Place[],
): Place[][] {
  const source = linesOf(markdown);
  const sorted = [...places].sort((a, b) => a[0] - b[0]);
  let next = 0;
  return blocks.map((block) => {
    const found: Place[] = [];
    for (const line of linesOf(block)) {
      if (line.text === '') continue;
      let at = next;
      while (at < source.length && !sameLine(line.text, source[at]!.text)) at += 1;
      if (at === source.length) continue;
      next = at + 1;
      const { start } = source[at]!;
      const end = start + Math.min(line.text.length, source[at]!.text.length);
      for (const [from, to] of sorted) {
        if (from >= start && from < end) {
          found.push([line.start + from - start, line.start + Math.min(to, end) - start]);
        }
      }
    }
    return found;
  });
}

const markOf = (value: string): Element => ({
  type: 'element',
  tagName: 'mark',
  properties: { className: ['recipe__mark'] },
  children: [{ type: 'text', value }],
});

function markText(node: Text, source: string, places: readonly Place[]): ElementContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || source.slice(start, end) !== node.value) {
    return [node];
  }
  const pieces: ElementContent[] = [];
  let from = 0;
  for (const [placeStart, placeEnd] of places) {
    const cutStart = Math.max(placeStart, start) - start;
    const cutEnd = Math.min(placeEnd, end) - start;
    if (cutEnd <= cutStart || cutStart < from) continue;
    if (cutStart > from) pieces.push({ type: 'text', value: node.value.slice(from, cutStart) });
    pieces.push(markOf(node.value.slice(cutStart, cutEnd)));
    from = cutEnd;
  }
  if (from === 0) return [node];
  if (from < node.value.length) pieces.push({ type: 'text', value: node.value.slice(from) });
  return pieces;
}

function markChildren(parent: Root | Element, source: string, places: readonly Place[]): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') children.push(...markText(child, source, places));
    else {
      if (child.type === 'element' && child.tagName !== 'code') {
        markChildren(child, source, places);
      }
      children.push(child);
    }
  }
  parent.children = children as typeof parent.children;
}

/** A rehype plugin: `[rehypeMarkPlaces, { places }]`, places as offsets into the block. */
export default function rehypeMarkPlaces(options: { places: readonly Place[] }) {
  return (tree: Root, file: { value?: unknown }) => {
    if (options.places.length > 0) markChildren(tree, String(file.value), options.places);
  };
}
