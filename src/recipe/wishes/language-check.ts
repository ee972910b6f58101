/**
 * The wishes check's reading in the recipe's language, beside English: the words in the
 * language's forms, its foods merged with the English ones, its cues for mention-context.ts, its
 * group names and the things to avoid typed in it.
 */
import type { Language } from '../languages.js';
import type { ReadText, Span } from './read-text.js';
import type { GroupMask } from './groups.js';
import {
  compiledLanguage,
  compoundMask,
  findLanguageMentions,
  isLookAlikeWord,
  languageEntry,
  languageGroupsNamed,
  languageTokens,
  mergeMentions,
  readMadeOf,
  type CompiledLanguage,
} from './language-reading.js';
import type { LanguageCues } from './mention-context.js';
import type { FoodMention } from './term-index.js';
import { Gap, placesOf, wordPlaces, type Token } from './tokens.js';

export interface LanguageRead {
  language: CompiledLanguage;
  /** The words in the language's forms, at the English tokens' places. */
  tokens: Token[];
  cues: LanguageCues;
  /** English mentions and the language's as one list. */
  merge: (english: FoodMention[]) => FoodMention[];
  groupsNamed: (entry: string) => GroupMask;
}

/** The language's reading of the text, or undefined for English or a list not loaded. */
export function readLanguage(
  tag: Language | undefined,
  text: string,
  tokens: readonly Token[],
): LanguageRead | undefined {
  const language = compiledLanguage(tag);
  if (!language) return undefined;
  const words = languageTokens(language, text, tokens);
  const found = findLanguageMentions(language, words);
  const cues: LanguageCues = { ...language.cues, tokens: words, freeWords: found.freeWords };
  return {
    language,
    tokens: words,
    cues,
    merge: (english) => {
      const mentions = mergeMentions(english, found.mentions);
      const mentionAt = new Int32Array(tokens.length).fill(-1);
      mentions.forEach((mention, at) => mentionAt.fill(at, mention.first, mention.last + 1));
      readMadeOf(language, text, tokens, words, mentions, (at) => mentionAt[at]!);
      return mentions;
    },
    groupsNamed: (entry) => languageGroupsNamed(language, entry),
  };
}

type LiteralConflict = (
  read: ReadText,
  entry: string,
  first: number,
  last: number,
  entryMask: GroupMask,
) => Span | null;

/** Whether `word` holds the entry as a compound's head or modifier ("Steinpilze" for "Pilze"). */
function inCompound(language: CompiledLanguage, word: string, entry: string): boolean {
  const rule = language.list.compounds!;
  if (word.length <= entry.length) return false;
  if (word.length - entry.length >= rule.minModifier && word.endsWith(entry)) return true;
  return entry.length >= 4 && word.length - entry.length >= 3 && word.startsWith(entry);
}

function phraseAt(tokens: readonly Token[], first: number, words: readonly string[]): boolean {
  if (first + words.length > tokens.length) return false;
  for (let at = 1; at < words.length; at += 1) {
    const token = tokens[first + at]!;
    if (token.gapBefore !== Gap.None || token.word !== words[at]) return false;
  }
  return true;
}

/**
 * An avoid entry typed in the language that names no group, matched on the language's forms (and
 * inside compounds), together with the English matches; one span per place.
 */
export function languageLiteralConflicts(
  read: ReadText,
  language: LanguageRead,
  entry: string,
  english: Span[],
  literalConflict: LiteralConflict,
): Span[] {
  const { phrase, mask, synonyms } = languageEntry(language.language, entry);
  if (!phrase) return english;
  const names = [phrase, ...synonyms].map((name) => name.split(' '));
  names.sort((a, b) => b.length - a.length);
  // One-word names may also stand inside a compound, where the language has them.
  const parts = language.language.list.compounds
    ? names.filter((name) => name.length === 1).map((name) => name[0]!)
    : [];
  const byFirst = new Map<string, string[][]>();
  for (const name of names) byFirst.set(name[0]!, [...(byFirst.get(name[0]!) ?? []), name]);
  const { tokens } = language;
  const found: Span[] = [];
  const taken = new Set(english.map((span) => span.first));
  // Each distinct word of the text is tried as a compound once, not at each of its places.
  const compounds = new Set<string>();
  if (parts.length > 0) {
    for (const word of wordPlaces(tokens).keys()) {
      if (
        parts.some((part) => inCompound(language.language, word, part)) &&
        !isLookAlikeWord(language.language, word)
      ) {
        compounds.add(word);
      }
    }
  }
  let from = 0;
  for (const first of placesOf(tokens, [...byFirst.keys(), ...compounds])) {
    if (first < from) continue;
    const word = tokens[first]!.word;
    let words = byFirst.get(word)?.find((name) => phraseAt(tokens, first, name));
    if (!words && compounds.has(word)) words = [word];
    if (!words) continue;
    const last = first + words.length - 1;
    const entryMask = mask || (compoundMask(language.language, word) ?? 0);
    const conflict = taken.has(first) ? null : literalConflict(read, entry, first, last, entryMask);
    if (conflict) found.push(conflict);
    from = last + 1;
  }
  return [...english, ...found].sort((a, b) => a.first - b.first);
}
