/**
 * Marks words in the rendered recipe (`<mark>`): those the wishes check found, as they stand in
 * the recipe. Whole words, any case, any run of spaces between them; never inside code.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One pattern for all the words, longest first so "satay sauce" wins over "satay". */
export function markPattern(words: readonly string[]): RegExp | null {
  const alternatives = [...new Set(words.map((word) => word.trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.split(/\s+/).map(escapeRegExp).join('\\s+'));
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

function markText(node: Text, pattern: RegExp): ElementContent[] {
  const pieces: ElementContent[] = [];
  let from = 0;
  for (const match of node.value.matchAll(pattern)) {
    if (match.index > from)
      pieces.push({ type: 'text', value: node.value.slice(from, match.index) });
    pieces.push({
      type: 'element',
      tagName: 'mark',
      properties: { className: ['recipe__mark'] },
      children: [{ type: 'text', value: match[0] }],
    });
    from = match.index + match[0].length;
  }
  if (from === 0) return [node];
  if (from < node.value.length) pieces.push({ type: 'text', value: node.value.slice(from) });
  return pieces;
}

function markChildren(parent: Root | Element, pattern: RegExp): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') children.push(...markText(child, pattern));
    else {
      if (child.type === 'element' && child.tagName !== 'code') markChildren(child, pattern);
      children.push(child);
    }
  }
  parent.children = children as typeof parent.children;
}

/**
 * A rehype plugin: `[rehypeMarkWords, { pattern }]`, with the pattern built once by markPattern
 * for every block (sixty words make a pattern that is not free to build for each).
 */
export default function rehypeMarkWords(options: { pattern: RegExp }) {
  return (tree: Root) => markChildren(tree, options.pattern);
}
