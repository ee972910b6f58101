/**
 * Rules about phrasing that set a food word aside where it names no food the recipe uses: a link's
 * address ("…/chicken-and-bean-burritos.html"), a food in quotes (Vegan "Chicken" Salad, 16
 * "eggs" worth), kinds listed after "such as" that make a look-alike with the noun before
 * ("mixed mushrooms, such as cremini and oyster": oyster mushrooms).
 */
import { KIND_CUES } from './food-terms.js';
import { ALL_GROUPS } from './mention-context.js';
import { knownFoodMask, type FoodMention } from './term-index.js';
import { Gap, normalizePhrase, placesOf, type Token } from './tokens.js';

/** A bare address or a markdown link's target: "(https://…)", "www.example.com/…". */
const ADDRESS = /\]\([^)\s]*\)|\b(?:https?:\/\/|www\.)[^\s)\]>]*/g;

/** The tokens a reader reads: none inside an address. The word after one starts a new part. */
export function withoutAddresses(text: string, tokens: Token[]): Token[] {
  if (!text.includes('http') && !text.includes('www.') && !text.includes('](')) return tokens;
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(ADDRESS)) {
    ranges.push([match.index, match.index + match[0].length]);
  }
  if (ranges.length === 0) return tokens;
  const kept: Token[] = [];
  let range = 0;
  let dropped = false;
  for (const token of tokens) {
    while (range < ranges.length && ranges[range]![1] <= token.start) range += 1;
    if (range < ranges.length && ranges[range]![0] <= token.start) {
      dropped = true;
      continue;
    }
    kept.push(
      dropped ? { ...token, gapBefore: Math.max(token.gapBefore, Gap.Soft) as Gap } : token,
    );
    dropped = false;
  }
  return kept;
}

const OPENING_QUOTES = new Set(['"', '“', '„', '«']);
const CLOSING_QUOTES = new Set(['"', '”', '»']);

/** A food in quotes names something else: Vegan "Chicken" Salad, 16 "eggs" worth. */
function setAsideQuoted(
  text: string,
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  blocked: Int32Array,
): void {
  for (const mention of mentions) {
    const before = text[tokens[mention.first]!.start - 1];
    const after = text[tokens[mention.last]!.end];
    if (
      before !== undefined &&
      after !== undefined &&
      OPENING_QUOTES.has(before) &&
      CLOSING_QUOTES.has(after)
    ) {
      blocked[mention.first] = ALL_GROUPS;
    }
  }
}

let kindCues: Map<string, string[][]> | undefined;

/** The kind cues by their first word. */
function kindCueWords(): Map<string, string[][]> {
  if (!kindCues) {
    kindCues = new Map();
    for (const cue of KIND_CUES.split(',')) {
      const words = normalizePhrase(cue).split(' ');
      kindCues.set(words[0]!, [...(kindCues.get(words[0]!) ?? []), words]);
    }
  }
  return kindCues;
}

/** Where a kind cue ("such as") starting at `at` ends, or -1. */
function kindCueEnd(tokens: readonly Token[], at: number): number {
  const candidates = kindCueWords().get(tokens[at]!.word);
  if (!candidates) return -1;
  for (const words of candidates) {
    if (at + words.length > tokens.length) continue;
    if (words.every((word, next) => tokens[at + next]!.word === word)) return at + words.length - 1;
  }
  return -1;
}

/**
 * "mixed mushrooms, such as cremini, shiitake, and oyster": each food listed after the cue is a
 * kind of the noun before it, read as the phrase the two make ("oyster mushroom"), when that
 * phrase is known. "shellfish, such as oysters" stays oysters.
 */
function readKinds(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  mentionAt: Int32Array,
  blocked: Int32Array,
): void {
  let from = 1;
  for (const at of placesOf(tokens, kindCueWords().keys())) {
    if (at < from) continue;
    const end = kindCueEnd(tokens, at);
    if (end === -1 || tokens[at]!.gapBefore === Gap.Hard) continue;
    const noun = tokens[at - 1]!.word;
    for (let next = end + 1; next < tokens.length; next += 1) {
      if (tokens[next]!.gapBefore === Gap.Hard) break;
      const mention = mentionAt[next]!;
      if (mention === -1 || mentions[mention]!.first !== next) continue;
      const kind = knownFoodMask(`${mentions[mention]!.phrase} ${noun}`);
      if (kind !== undefined) blocked[next]! |= ~kind;
      next = mentions[mention]!.last;
    }
    from = end + 1;
  }
}

export function readPhraseRules(
  text: string,
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  context: { blocked: Int32Array; mentionAt: Int32Array },
): void {
  setAsideQuoted(text, tokens, mentions, context.blocked);
  readKinds(tokens, mentions, context.mentionAt, context.blocked);
}
