/**
 * Every known food phrase in one word tree, built once on first use, and the split of a text's
 * words into known foods, longest phrase first: "coconut milk" is one food (no group), so its
 * "milk" is never read alone.
 */
import { AVOID_SYNONYMS, COMPOUND_TERMS, MEMBER_TERMS, NEUTRAL_TERMS } from './food-terms.js';
import { maskOf, type GroupMask } from './groups.js';
import { OFF_ALLERGEN_TERMS } from './off-allergen-terms.js';
import { OFF_INGREDIENT_TERMS } from './off-ingredient-terms.js';
import { normalizePhrase, type Token } from './tokens.js';
import {
  listItems,
  longestTermAt,
  newTermNode,
  termNodeFor,
  wordsStarting,
  type FoodMention,
  type TermNode,
} from './term-trie.js';

export type { FoodMention } from './term-trie.js';

let index: { root: TermNode; masks: Map<string, GroupMask> } | undefined;

function addPhrase(root: TermNode, masks: Map<string, GroupMask>, raw: string, mask: GroupMask) {
  const phrase = normalizePhrase(raw);
  if (!phrase) return;
  const node = termNodeFor(root, phrase);
  node.mask = (node.mask ?? 0) | mask;
  masks.set(phrase, node.mask);
}

function buildIndex() {
  const root = newTermNode();
  const masks = new Map<string, GroupMask>();
  for (const lists of [OFF_ALLERGEN_TERMS, OFF_INGREDIENT_TERMS, MEMBER_TERMS]) {
    for (const [group, list] of Object.entries(lists)) {
      const mask = maskOf([group]);
      for (const item of listItems(list)) addPhrase(root, masks, item, mask);
    }
  }
  for (const item of listItems(COMPOUND_TERMS)) {
    const [phrase, groups] = item.split(':') as [string, string | undefined];
    addPhrase(root, masks, phrase, maskOf((groups ?? '').trim().split('+')));
  }
  for (const item of listItems(NEUTRAL_TERMS)) addPhrase(root, masks, item, 0);
  return { root, masks };
}

function termIndex() {
  index ??= buildIndex();
  return index;
}

let synonyms: Map<string, string[]> | undefined;

/** Other names of a thing to avoid (normalized), longest first: "shrimp" -> ["prawn"]. */
export function avoidSynonyms(phrase: string): readonly string[] {
  if (!synonyms) {
    synonyms = new Map();
    for (const item of AVOID_SYNONYMS.split(';')) {
      const [entry, names] = item.split(':') as [string, string];
      const normalized = names
        .split(',')
        .map(normalizePhrase)
        .filter((name) => name !== '');
      normalized.sort((a, b) => b.split(' ').length - a.split(' ').length);
      synonyms.set(normalizePhrase(entry), normalized);
    }
  }
  return synonyms.get(phrase) ?? [];
}

/** The groups of a known phrase (normalized), or undefined when it is not a known food. */
export function knownFoodMask(phrase: string): GroupMask | undefined {
  return termIndex().masks.get(phrase);
}

/** The known foods among the tokens, in text order, each the longest phrase that starts there. */
export function findFoodMentions(tokens: readonly Token[]): FoodMention[] {
  const { root } = termIndex();
  const starts = wordsStarting(root, tokens);
  const mentions: FoodMention[] = [];
  let at = 0;
  while (at < tokens.length) {
    const mention = starts(at) ? longestTermAt(root, tokens, at) : null;
    if (mention) mentions.push(mention);
    at = mention ? mention.last + 1 : at + 1;
  }
  return mentions;
}
