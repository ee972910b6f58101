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

/** Marks left to make in one block. */
interface Budget {
  left: number;
}

function markText(node: Text, pattern: RegExp, budget: Budget): ElementContent[] {
  const pieces: ElementContent[] = [];
  let from = 0;
  for (const match of node.value.matchAll(pattern)) {
    if (budget.left === 0) break;
    budget.left -= 1;
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

function markChildren(parent: Root | Element, pattern: RegExp, budget: Budget): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') children.push(...markText(child, pattern, budget));
    else {
      if (child.type === 'element' && child.tagName !== 'code') {
        markChildren(child, pattern, budget);
      }
      children.push(child);
    }
  }
  parent.children = children as typeof parent.children;
}

/**
 * The most places marked in one recipe. A hostile answer of 32 KB of dairy and egg words held
 * 2,000, each an element to build; past these the words stay, unmarked, and the notice counts them.
 */
export const MAX_MARKS = 200;

/**
 * How many marks each block may make so that the recipe makes at most MAX_MARKS, the first ones
 * in reading order; counted on the blocks' markdown, and no further than the bound.
 */
export function markBudgets(blocks: readonly string[], pattern: RegExp | null): number[] {
  let left = pattern ? MAX_MARKS : 0;
  return blocks.map((block) => {
    const budget = left;
    const matches = pattern ? block.matchAll(pattern) : null;
    while (matches && left > 0 && !matches.next().done) left -= 1;
    return budget;
  });
}

/**
 * A rehype plugin: `[rehypeMarkWords, { pattern, limit }]`, with the pattern built once by
 * markPattern for every block (sixty words make a pattern that is not free to build for each),
 * marking at most `limit` places.
 */
export default function rehypeMarkWords(options: { pattern: RegExp; limit: number }) {
  return (tree: Root) => markChildren(tree, options.pattern, { left: options.limit });
}
