/**
 * The tree of known food phrases, word by word, that the English index and each language's list
 * build, and the longest-phrase walk both read the text with.
 */
import type { GroupMask } from './groups.js';
import { Gap, wordIndex, type Token } from './tokens.js';

export interface TermNode {
  next: Map<string, TermNode> | undefined;
  /** Set where a phrase ends: the groups it is or contains (0 for a look-alike). */
  mask: GroupMask | undefined;
}

/** A known food found in the text: tokens `first`..`last`. */
export interface FoodMention {
  first: number;
  last: number;
  mask: GroupMask;
  /** The normalized phrase ("soy sauce"). */
  phrase: string;
}

export const newTermNode = (): TermNode => ({ next: undefined, mask: undefined });

/** The node where `phrase` (words joined by single spaces) ends, made where missing. */
export function termNodeFor(root: TermNode, phrase: string): TermNode {
  let node = root;
  for (const word of phrase.split(' ')) {
    node.next ??= new Map();
    let child = node.next.get(word);
    if (!child) {
      child = newTermNode();
      node.next.set(word, child);
    }
    node = child;
  }
  return node;
}

/** The longest known phrase that starts at token `at` and runs without a gap, or null. */
export function longestTermAt(
  root: TermNode,
  tokens: readonly Token[],
  at: number,
): FoodMention | null {
  let node: TermNode | undefined = root;
  let longest = -1;
  let mask = 0;
  for (let next = at; next < tokens.length && node?.next; next += 1) {
    if (next > at && tokens[next]!.gapBefore !== Gap.None) break;
    node = node.next.get(tokens[next]!.word);
    if (node?.mask !== undefined) {
      longest = next;
      mask = node.mask;
    }
  }
  if (longest === -1) return null;
  let phrase = tokens[at]!.word;
  for (let next = at + 1; next <= longest; next += 1) phrase += ` ${tokens[next]!.word}`;
  return { first: at, last: longest, mask, phrase };
}

/**
 * Whether a known phrase may start at a token: its word starts one. Each distinct word of the
 * text is looked up once; a token whose word starts none needs no walk.
 */
export function wordsStarting(root: TermNode, tokens: readonly Token[]): (at: number) => boolean {
  const { ids, words } = wordIndex(tokens);
  const starts = new Uint8Array(words.length);
  if (root.next) words.forEach((word, id) => (starts[id] = root.next!.has(word) ? 1 : 0));
  return (at) => starts[ids[at]!] === 1;
}

/** The entries of a word list written as one string, split at commas and semicolons. */
export const listItems = (list: string) =>
  list
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
