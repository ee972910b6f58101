/**
 * Where a recipe breaks the visitor's wishes (a chosen diet, a thing to avoid). Shared by the
 * page and the server; pure and deterministic. A check proves presence, never absence: an empty
 * list means only that nothing known was found.
 *
 * How: the text's words (tokens.ts) are split into known foods, longest phrase first
 * (term-index.ts), each with the groups it is or contains; mentions that say the opposite
 * ("instead of butter", "vegan butter") are set aside (mention-context.ts). A diet excludes
 * groups (groups.ts); a thing to avoid is a group when its name is one ("dairy", "nuts"), else
 * its words are matched as they are, singular or plural.
 */
import type { Language } from '../languages.js';
import type { Diet } from '../recipe-request.js';
import { DIET_MASKS, firstGroup, groupsNamed, type GroupMask } from './groups.js';
import { ALL_GROUPS, readMentionContext } from './mention-context.js';
import { avoidSynonyms, findFoodMentions, knownFoodMask } from './term-index.js';
import { readReferencesBack } from './reference-back.js';
import { readLanguage, languageLiteralConflicts } from './language-check.js';
import { readerView, sourceEnd, sourceStart } from './reader-view.js';
import { readPhraseRules, withoutAddresses } from './phrase-rules.js';
import {
  Gap,
  isLetterOrDigit,
  normalizePhrase,
  placesOf,
  tokenize,
  wordIndex,
  type Token,
} from './tokens.js';
import type { ReadText, Span } from './read-text.js';

export interface Wishes {
  diet?: readonly Diet[] | undefined;
  avoid?: readonly string[] | undefined;
  /**
   * The recipe's language: its words are read besides English once its word list is loaded
   * (languages/registry.ts); English alone until then.
   */
  language?: Language | undefined;
}

/** One place where the recipe names something a wish excludes, as the `done` event carries it. */
export interface Conflict {
  /** The diet id, or the avoid entry exactly as sent. */
  wish: string;
  /** The words as they stand in the recipe. */
  found: string;
  /** What they are or contain ("milk", "wheat"); null for a literal match of the avoid entry. */
  because: string | null;
}

/** A conflict with where its words stand in the text searched, for marking them. */
export interface PlacedConflict extends Conflict {
  start: number;
  end: number;
}

export function hasWishes(wishes: Wishes | undefined): boolean {
  return (wishes?.diet?.length ?? 0) > 0 || (wishes?.avoid?.length ?? 0) > 0;
}

/** What may stand in a found word: letters, digits and hyphens, nothing else. */
const isFoundChar = (code: number) => code === 45 || isLetterOrDigit(code);
const JOINS_WORDS = /^[ -]+$/;
const EMPHASIS = /[*_~]/g;

/**
 * The words of tokens `first`..`last` as a reader sees them, ending at the first character that
 * is not a letter, digit, space or hyphen (a tab, an apostrophe, a hidden control): the phrase
 * goes into a rewrite request. Emphasis between words ("**panko** crumbs") is left out.
 */
function place(read: ReadText, wish: string, first: number, last: number, because: string | null) {
  const { view, tokens } = read;
  let found = '';
  let end = tokens[first]!.start;
  for (let at = first; at <= last; at += 1) {
    const token = tokens[at]!;
    if (at > first) {
      const between = view.text.slice(end, token.start).replace(EMPHASIS, '');
      if (!JOINS_WORDS.test(between)) break;
      found += between;
    }
    let wordEnd = token.start;
    while (wordEnd < token.end && isFoundChar(view.text.charCodeAt(wordEnd))) wordEnd += 1;
    if (wordEnd === token.start) break;
    found += view.text.slice(token.start, wordEnd);
    end = wordEnd;
    if (end < token.end) break;
  }
  found = found.replace(/[ -]+$/, '');
  const start = sourceStart(view, tokens[first]!.start);
  return { wish, found, because, start, end: end > 0 ? sourceEnd(view, end - 1) : start };
}

/**
 * Every known food of the excluded groups, unless its mention says the opposite. Foods named one
 * after the other ("panko breadcrumbs", "beef sirloin") are one place.
 */
function findGroupConflicts(read: ReadText, wish: string, excluded: GroupMask): Span[] {
  const found: Span[] = [];
  let previous: Span | undefined;
  for (const mention of read.mentions) {
    const groups = mention.mask & excluded & ~read.context.blocked[mention.first]!;
    if (groups === 0) continue;
    if (previous?.last === mention.first - 1 && !read.tokens[mention.first]!.gapBefore) {
      previous.last = mention.last;
      continue;
    }
    previous = { wish, first: mention.first, last: mention.last, because: firstGroup(groups) };
    found.push(previous);
  }
  return found;
}

/**
 * An avoid entry that names no group, matched word for word, and by its other names (shrimp,
 * prawn). When it is itself a known food ("butter"), a match inside a longer food of other groups
 * is a look-alike ("peanut butter").
 */
function findLiteralConflicts(read: ReadText, entry: string, phrase: string): Span[] {
  const entryMask = knownFoodMask(phrase) ?? 0;
  const names = new Map<string, string[][]>();
  // Longest first, so that "corn syrup" is found as one place before "corn".
  const phrases = [phrase, ...avoidSynonyms(phrase)].map((name) => name.split(' '));
  for (const words of phrases.sort((a, b) => b.length - a.length)) {
    names.set(words[0]!, [...(names.get(words[0]!) ?? []), words]);
  }
  const found: Span[] = [];
  const { tokens } = read;
  let from = 0;
  for (const first of placesOf(tokens, names.keys())) {
    if (first < from) continue;
    const words = names.get(tokens[first]!.word)!.find((name) => wordsAt(tokens, first, name));
    if (!words) continue;
    const last = first + words.length - 1;
    const conflict = literalConflict(read, entry, first, last, entryMask);
    if (conflict) found.push(conflict);
    from = last + 1;
  }
  return found;
}

function wordsAt(tokens: readonly Token[], first: number, words: readonly string[]): boolean {
  if (first + words.length > tokens.length) return false;
  for (let at = 1; at < words.length; at += 1) {
    const token = tokens[first + at]!;
    if (token.gapBefore !== Gap.None || token.word !== words[at]) return false;
  }
  return true;
}

function literalConflict(
  read: ReadText,
  entry: string,
  first: number,
  last: number,
  entryMask: GroupMask,
): Span | null {
  const { tokens, mentions, context } = read;
  const after = tokens[last + 1];
  if (after && !after.gapBefore && (after.word === 'free' || after.word === 'less')) return null;
  const mentionIndex = context.mentionAt[first]!;
  if (mentionIndex === -1) {
    return context.blocked[first] === ALL_GROUPS
      ? null
      : { wish: entry, first, last, because: null };
  }
  const mention = mentions[mentionIndex]!;
  const open = ~context.blocked[mention.first]!;
  if (entryMask === 0) return open === 0 ? null : { wish: entry, first, last, because: null };
  const groups = mention.mask & entryMask & open;
  return groups === 0 ? null : { wish: entry, first, last, because: firstGroup(groups) };
}

/** Every conflict span of `text`, in text order (at one place, wishes in the order given). */
function findSpans(text: string, wishes: Wishes): { read: ReadText; spans: Span[] } | null {
  if (!hasWishes(wishes)) return null;
  const view = readerView(text);
  const tokens = withoutAddresses(view.text, tokenize(view.text));
  const language = readLanguage(wishes.language, view.text, tokens);
  const mentions = language ? language.merge(findFoodMentions(tokens)) : findFoodMentions(tokens);
  const context = readMentionContext(tokens, mentions, language?.cues);
  readPhraseRules(view.text, tokens, mentions, context);
  readReferencesBack(view.text, tokens, mentions, context);
  const read: ReadText = { view, tokens, mentions, context };
  const spans: Span[] = [];
  for (const diet of wishes.diet ?? []) {
    spans.push(...findGroupConflicts(read, diet, DIET_MASKS[diet]));
  }
  for (const entry of wishes.avoid ?? []) {
    const phrase = normalizePhrase(entry);
    if (!phrase) continue;
    const groups = groupsNamed(phrase) || (language?.groupsNamed(entry) ?? 0);
    if (groups !== 0) spans.push(...findGroupConflicts(read, entry, groups));
    else if (!language) spans.push(...findLiteralConflicts(read, entry, phrase));
    else {
      const english = findLiteralConflicts(read, entry, phrase);
      spans.push(...languageLiteralConflicts(read, language, entry, english, literalConflict));
    }
  }
  return { read, spans: byPlace(spans, tokens.length) };
}

/**
 * The spans in text order; at one place, wishes keep the order they were given in. A counting
 * sort by first token: a recipe naming thousands of foods has thousands of spans.
 */
function byPlace(spans: readonly Span[], tokenCount: number): Span[] {
  const starts = new Int32Array(tokenCount + 1);
  for (const span of spans) starts[span.first + 1]! += 1;
  for (let at = 1; at <= tokenCount; at += 1) starts[at]! += starts[at - 1]!;
  const sorted = new Array<Span>(spans.length);
  for (const span of spans) {
    sorted[starts[span.first]!] = span;
    starts[span.first]! += 1;
  }
  return sorted;
}

/** Every place in `text` (a recipe's markdown) that a wish excludes, in text order. */
export function findPlacedConflicts(text: string, wishes: Wishes): PlacedConflict[] {
  const found = findSpans(text, wishes);
  if (!found) return [];
  return found.spans.map(({ wish, first, last, because }) =>
    place(found.read, wish, first, last, because),
  );
}

/** How many conflicts the API lists: per wish and in all. The rest are only counted. */
export const CONFLICT_LIMITS = { perWish: 20, total: 60 } as const;

/** What the `done` event carries: the conflicts listed and how many more were found. */
export interface ConflictReport {
  conflicts: Conflict[];
  /** Further conflicts (one per wish and words) beyond the limits, not listed. */
  moreConflicts: number;
}

/**
 * Whether a wish meets tokens `first`..`last` for the first time, by their words: one word by its
 * number in the text, several joined by a character no word holds.
 */
function firstSeen(tokens: readonly Token[]) {
  const { ids, words } = wordIndex(tokens);
  const seen = new Map<string, { one: Uint8Array; several: Set<string> }>();
  return (wish: string, first: number, last: number): boolean => {
    let byWish = seen.get(wish);
    if (!byWish)
      seen.set(wish, (byWish = { one: new Uint8Array(words.length), several: new Set() }));
    if (first === last) {
      const id = ids[first]!;
      if (byWish.one[id] === 1) return false;
      byWish.one[id] = 1;
      return true;
    }
    let key = tokens[first]!.word;
    for (let at = first + 1; at <= last; at += 1) key += `\u0000${tokens[at]!.word}`;
    if (byWish.several.has(key)) return false;
    byWish.several.add(key);
    return true;
  };
}

/**
 * The conflicts of a recipe as the API reports them: one per wish and words (compared in their
 * normalized form), at most CONFLICT_LIMITS, with the count of the rest. Only the conflicts
 * listed are read out, so that a recipe naming thousands stays quick to check.
 */
export function findConflictReport(text: string, wishes: Wishes): ConflictReport {
  const found = findSpans(text, wishes);
  if (!found) return { conflicts: [], moreConflicts: 0 };
  const { read, spans } = found;
  const isNew = firstSeen(read.tokens);
  const perWish = new Map<string, number>();
  const conflicts: Conflict[] = [];
  let moreConflicts = 0;
  for (const { wish, first, last, because } of spans) {
    if (!isNew(wish, first, last)) continue;
    const listed = perWish.get(wish) ?? 0;
    if (listed >= CONFLICT_LIMITS.perWish || conflicts.length >= CONFLICT_LIMITS.total) {
      moreConflicts += 1;
      continue;
    }
    perWish.set(wish, listed + 1);
    const { found: words } = place(read, wish, first, last, because);
    conflicts.push({ wish, found: words, because });
  }
  return { conflicts, moreConflicts };
}

/** The listed conflicts of a recipe (findConflictReport without the count of the rest). */
export function findConflicts(text: string, wishes: Wishes): Conflict[] {
  return findConflictReport(text, wishes).conflicts;
}

/** The visitor's own ingredients that a wish excludes, before asking: one conflict per entry. */
export function findListConflicts(ingredients: readonly string[], wishes: Wishes): Conflict[] {
  return ingredients.flatMap((ingredient) => findConflicts(ingredient, wishes).slice(0, 1));
}
