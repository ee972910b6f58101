/**
 * Which mentions of a food say the opposite of using it: "instead of butter", "without egg
 * whites", "no butter", "omit the anchovies"; "vegan butter", "gluten-free flour",
 * "flour (gluten-free)"; "dairy-free" itself; the verb in "cream the sugar and oil". For each
 * token, the groups its mention must not be reported for.
 */
import {
  CREAM_VERB_FOLLOWERS,
  NEGATION_CANCELLERS,
  NEGATION_FILLERS,
  NEGATIONS,
  QUALIFIERS,
  SHORT_NEGATIONS,
  VERB_OBJECT_WORDS,
} from './food-terms.js';
import { ANIMAL_MASK, FLESH_MASK, groupsNamed, maskOf, type GroupMask } from './groups.js';

const MILK_MASK = maskOf(['milk']);
/** What a cheese's name may stand for: milk, and the calf rennet of some. */
const CHEESE_MASK = maskOf(['milk', 'animal rennet']);
const PLANT_MASK = maskOf(['soy', 'tree nuts', 'peanut', 'oats', 'sesame']);
import type { FoodMention } from './term-index.js';
import { Gap, normalizePhrase, wordPlaces, type Token } from './tokens.js';

export const ALL_GROUPS: GroupMask = -1;
const QUALIFIER_REACH = 3;
const NEGATION_REACH = 3;
const LIST_WORDS = new Set(['or', 'and', 'nor']);
/** "lactose-free milk" is still milk: only the lactose is gone. */
const FREE_BUT_NOT_OF_THE_GROUP = new Set(['lactose']);

/** A qualifier's or negation's words: tokens `first`..`last`, and its groups or reach. */
export interface Cue {
  first: number;
  last: number;
  value: number;
}

/** A cue phrase's words and its value. */
interface CuePhrase {
  words: string[];
  value: number;
}

/** Cue phrases by their first word, each as its words and value. */
export type CueWords = Map<string, CuePhrase[]>;

/**
 * The cues of the recipe's language besides English (language-reading.ts), read on its words in
 * the language's forms; positions are the English tokens'.
 */
export interface LanguageCues {
  tokens: readonly Token[];
  qualifiers: CueWords;
  /** Qualifiers that follow their food: "lait végétal", "farine sans gluten". */
  postQualifiers: CueWords;
  negations: CueWords;
  cancellers: Set<string>;
  fillers: Set<string>;
  listWords: Set<string>;
  /** Comparisons before a food ("gros comme", "del tamaño de"): that food alone, no list after. */
  similes?: CueWords;
  /** Compound words that are qualifiers ("glutenfreies"): their places and groups. */
  freeWords?: readonly Cue[];
}

interface Vocabulary {
  qualifiers: CueWords;
  negations: CueWords;
  creamFollowers: Set<string>;
  cancellers: Set<string>;
  fillers: Set<string>;
  verbObjects: Set<string>;
}

let vocabulary: Vocabulary | undefined;
/** The language cues of the text being read (set for the length of one synchronous call). */
let language: LanguageCues | undefined;

export function byFirstWord(cues: Map<string, number>): CueWords {
  const index: CueWords = new Map();
  for (const [phrase, value] of cues) {
    const words = phrase.split(' ');
    const list = index.get(words[0]!) ?? [];
    list.push({ words, value });
    index.set(words[0]!, list);
  }
  return index;
}

const wordSet = (list: string) => new Set(list.split(',').map((word) => normalizePhrase(word)));

function buildVocabulary(): Vocabulary {
  const qualifiers = new Map<string, GroupMask>();
  for (const item of QUALIFIERS.split(';')) {
    const [words, kind] = item.split(':').map((part) => part.trim()) as [string, string];
    const mask =
      kind === 'flesh' ? FLESH_MASK : kind === 'animal' ? ANIMAL_MASK : groupsNamed(kind);
    qualifiers.set(normalizePhrase(words), mask);
  }
  const negations = new Map<string, number>();
  for (const words of NEGATIONS.split(',')) negations.set(normalizePhrase(words), NEGATION_REACH);
  for (const item of SHORT_NEGATIONS.split(';')) {
    const [words, reach] = item.split(':').map((part) => part.trim()) as [string, string];
    negations.set(normalizePhrase(words), Number(reach));
  }
  return {
    qualifiers: byFirstWord(qualifiers),
    negations: byFirstWord(negations),
    creamFollowers: wordSet(CREAM_VERB_FOLLOWERS),
    cancellers: wordSet(NEGATION_CANCELLERS),
    fillers: wordSet(NEGATION_FILLERS),
    verbObjects: wordSet(VERB_OBJECT_WORDS),
  };
}

function cueAt(tokens: readonly Token[], at: number, words: readonly string[]): boolean {
  if (at + words.length > tokens.length) return false;
  for (let next = 1; next < words.length; next += 1) {
    const token = tokens[at + next]!;
    if (token.gapBefore !== Gap.None || token.word !== words[next]) return false;
  }
  return true;
}

/**
 * Cue phrases (qualifiers or negations) found among the tokens, in text order (at one place, in
 * the order listed). Each distinct word is looked up once, from the smaller side.
 */
function findCues(tokens: readonly Token[], cues: CueWords): Cue[] {
  const places = wordPlaces(tokens);
  const found: Cue[] = [];
  const read = (word: string, list: readonly CuePhrase[]) => {
    const at = places.get(word);
    if (!at) return;
    for (const { words, value } of list) {
      for (const first of at) {
        if (cueAt(tokens, first, words))
          found.push({ first, last: first + words.length - 1, value });
      }
    }
  };
  if (cues.size <= places.size) for (const [word, list] of cues) read(word, list);
  else {
    for (const word of places.keys()) {
      const list = cues.get(word);
      if (list) read(word, list);
    }
  }
  // A stable sort: at one place, cues keep the order they are listed in.
  return found.sort((a, b) => a.first - b.first);
}

/** A food named to qualify another: "gluten" in "gluten-free", "dairy" in "non-dairy". */
function freeOfCue(tokens: readonly Token[], mention: FoodMention): Cue | null {
  const after = tokens[mention.last + 1];
  const before = tokens[mention.first - 1];
  const isFree =
    after !== undefined &&
    after.gapBefore === Gap.None &&
    (after.word === 'free' || after.word === 'less');
  const isNon =
    before !== undefined && before.word === 'non' && tokens[mention.first]!.gapBefore === Gap.None;
  if (!isFree && !isNon) return null;
  const mask = FREE_BUT_NOT_OF_THE_GROUP.has(mention.phrase)
    ? 0
    : groupsNamed(mention.phrase) || mention.mask;
  return { first: mention.first, last: isFree ? mention.last + 1 : mention.last, value: mask };
}

function hasBreak(tokens: readonly Token[], from: number, to: number, stopAt: Gap): boolean {
  for (let at = from; at <= to; at += 1) if (tokens[at]!.gapBefore >= stopAt) return true;
  return false;
}

export interface MentionContext {
  /** Per token: the groups a mention starting there must not be reported for. */
  blocked: Int32Array;
  /** Per token: the index of the food mention covering it, or -1. */
  mentionAt: Int32Array;
}

export function readMentionContext(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  languageCues?: LanguageCues,
): MentionContext {
  language = languageCues;
  try {
    return readContext(tokens, mentions);
  } finally {
    language = undefined;
  }
}

function readContext(tokens: readonly Token[], mentions: readonly FoodMention[]): MentionContext {
  vocabulary ??= buildVocabulary();
  const blocked = new Int32Array(tokens.length);
  const mentionAt = new Int32Array(tokens.length).fill(-1);
  mentions.forEach((mention, at) => mentionAt.fill(at, mention.first, mention.last + 1));
  const qualifiers = findCues(tokens, vocabulary.qualifiers);
  if (language) {
    qualifiers.push(
      ...findCues(language.tokens, language.qualifiers),
      ...(language.freeWords ?? []),
    );
  }
  mentions.forEach((mention, at) => {
    const cue = freeOfCue(tokens, mention);
    if (!cue) return;
    blocked[mention.first] = ALL_GROUPS;
    qualifiers.push(cue);
    setAsideFreeList(tokens, mentions, at, blocked);
  });
  setAsidePlantDairy(tokens, mentions, blocked);
  for (const cue of qualifiers) applyQualifier(tokens, mentions, mentionAt, blocked, cue);
  const negations = findCues(tokens, vocabulary.negations);
  if (language) {
    for (const cue of findCues(language.tokens, language.postQualifiers)) {
      applyPostQualifier(tokens, mentions, mentionAt, blocked, cue);
    }
    negations.push(...findCues(language.tokens, language.negations));
  }
  for (const cue of negations) applyNegation(tokens, mentions, mentionAt, blocked, cue);
  for (const cue of language?.similes ? findCues(language.tokens, language.similes) : []) {
    applyNegation(tokens, mentions, mentionAt, blocked, cue, false);
  }
  for (const mention of mentions) {
    const next = tokens[mention.last + 1];
    if (isNotFoodSense(tokens, mention)) blocked[mention.first] = ALL_GROUPS;
    if (
      mention.phrase === 'cream' &&
      next?.gapBefore === Gap.None &&
      vocabulary.creamFollowers.has(next.word)
    ) {
      blocked[mention.first] = ALL_GROUPS;
    }
  }
  return { blocked, mentionAt };
}

/** "Don't skip the butter": a negation itself negated. */
function isCancelled(tokens: readonly Token[], first: number): boolean {
  const before = tokens[first - 1];
  return (
    before !== undefined &&
    tokens[first]!.gapBefore === Gap.None &&
    (vocabulary!.cancellers.has(before.word) ||
      language?.cancellers.has(language.tokens[first - 1]!.word) === true)
  );
}

const isListWord = (tokens: readonly Token[], at: number) =>
  LIST_WORDS.has(tokens[at]!.word) || language?.listWords.has(language.tokens[at]!.word) === true;

/** Words that may stand between a negation and its food: "omit the", "without any", "no added". */
function isFiller(tokens: readonly Token[], at: number): boolean {
  const word = tokens[at]!.word;
  return (
    vocabulary!.fillers.has(word) ||
    (word.length > 4 && word.endsWith('ed')) ||
    language?.fillers.has(language.tokens[at]!.word) === true
  );
}

/** A word right after the negation that is no known food: "without mushrooms" for an avoid entry. */
function isNegatedWord(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at + 1];
  return next === undefined || next.gapBefore !== Gap.None || isListWord(tokens, at + 1);
}

/** "vegan butter", "gluten-free all-purpose flour"; "flour (gluten-free)", "tamari, gluten-free". */
function applyQualifier(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  mentionAt: Int32Array,
  blocked: Int32Array,
  cue: Cue,
): void {
  for (let at = cue.last + 1; at <= cue.last + 1 + QUALIFIER_REACH && at < tokens.length; at += 1) {
    if (tokens[at]!.gapBefore !== Gap.None) break;
    const mention = mentionAt[at]!;
    if (mention === -1) continue;
    if (mentions[mention]!.first !== at) break;
    // The whole noun phrase: "vegan shredded cheddar cheese", "gluten-free penne pasta".
    let run = mentions[mention]!;
    blocked[at]! |= cue.value;
    while (tokens[run.last + 1]?.gapBefore === Gap.None && mentionAt[run.last + 1] !== -1) {
      run = mentions[mentionAt[run.last + 1]!]!;
      blocked[run.first]! |= cue.value;
    }
    return;
  }
  // Only a qualifier that qualifies nothing after it looks back: "soy sauce, gluten-free tamari"
  // leaves the soy sauce as it is.
  // "butter (vegan option: olive oil)" names another food: only a qualifier standing alone looks.
  const before = cue.first - 1;
  const standsAlone = (tokens[cue.last + 1]?.gapBefore ?? Gap.Hard) !== Gap.None;
  if (
    standsAlone &&
    before >= 0 &&
    tokens[cue.first]!.gapBefore !== Gap.Hard &&
    mentionAt[before] !== -1
  ) {
    blocked[mentions[mentionAt[before]!]!.first]! |= cue.value;
  }
}

/** "instead of butter", "without egg, milk or butter", "omit the anchovies", "no butter". */
function applyNegation(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  mentionAt: Int32Array,
  blocked: Int32Array,
  cue: Cue,
  reachesList = true,
): void {
  if (isCancelled(tokens, cue.first)) return;
  const last = Math.min(cue.last + 1 + cue.value, tokens.length - 1);
  let at = cue.last + 1;
  for (; at <= last; at += 1) {
    if (tokens[at]!.gapBefore !== Gap.None) return;
    // "avoid burning the butter", "without delay with butter", "minus one tbsp butter": only
    // words that belong to the food's own phrase may stand between.
    const joins = isFiller(tokens, at) || isListWord(tokens, at) || isNegatedWord(tokens, at);
    if (mentionAt[at] === -1 && !joins) return;
    // Words too, for things to avoid that are not known foods ("without mushrooms").
    blocked[at] = ALL_GROUPS;
    if (mentionAt[at] !== -1) break;
  }
  if (at > last) return;
  // A list after the negation: each food joined by a comma or "or"/"and"/"nor" is left out too.
  let mention = mentions[mentionAt[at]!]!;
  blocked[mention.first] = ALL_GROUPS;
  while (reachesList) {
    let next = mention.last + 1;
    if (next >= tokens.length || tokens[next]!.gapBefore === Gap.Hard) return;
    if (isListWord(tokens, next)) next += 1;
    if (next >= tokens.length || hasBreak(tokens, next, next, Gap.Hard)) return;
    const following = mentionAt[next]!;
    if (following === -1 || mentions[following]!.first !== next) return;
    blocked[next] = ALL_GROUPS;
    mention = mentions[following]!;
  }
}

/**
 * "lait végétal", "queso vegano", "farine sans gluten", "Mehl (glutenfrei)": a qualifier right
 * after its food (a comma or parenthesis may stand between) sets aside the groups it names for
 * the whole noun phrase before it.
 */
function applyPostQualifier(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  mentionAt: Int32Array,
  blocked: Int32Array,
  cue: Cue,
): void {
  if (cue.first === 0 || tokens[cue.first]!.gapBefore === Gap.Hard) return;
  let at = mentionAt[cue.first - 1]!;
  while (at !== -1) {
    const mention = mentions[at]!;
    blocked[mention.first]! |= cue.value;
    const before = mention.first - 1;
    if (before < 0 || tokens[mention.first]!.gapBefore !== Gap.None) return;
    at = mentionAt[before]!;
  }
}

/**
 * "soy yogurt", "tofu cream cheese", "cashew ricotta", "macadamia cheese": a dairy word right
 * after a plant food names what the plant food is made into, not milk.
 */
function setAsidePlantDairy(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  blocked: Int32Array,
): void {
  for (let at = 1; at < mentions.length; at += 1) {
    const mention = mentions[at]!;
    const before = mentions[at - 1]!;
    if (!(mention.mask & MILK_MASK) || mention.mask & ~CHEESE_MASK) continue;
    if (before.last !== mention.first - 1 || tokens[mention.first]!.gapBefore !== Gap.None)
      continue;
    if (before.mask & PLANT_MASK && !(before.mask & ANIMAL_MASK)) {
      blocked[mention.first]! |= CHEESE_MASK;
    }
  }
}

/** "Gluten & Dairy Free", "gluten, dairy and egg-free": each group named before "free" is left out. */
function setAsideFreeList(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  at: number,
  blocked: Int32Array,
): void {
  for (let before = at - 1; before >= 0; before -= 1) {
    const mention = mentions[before]!;
    const next = mentions[before + 1]!;
    const between = tokens.slice(mention.last + 1, next.first);
    if (between.some((token) => !LIST_WORDS.has(token.word))) return;
    if (tokens[next.first]!.gapBefore === Gap.Hard || groupsNamed(mention.phrase) === 0) return;
    blocked[mention.first] = ALL_GROUPS;
  }
}

/**
 * A food word in another sense: a verb at the start of a sentence before "the", "a", "your"
 * ("Butter the pan.", "Scallop the edges", "Flour the work surface").
 */
function isNotFoodSense(tokens: readonly Token[], mention: FoodMention): boolean {
  const next = tokens[mention.last + 1];
  if (next === undefined || next.gapBefore !== Gap.None) return false;
  const sentenceStart =
    tokens[mention.first]!.gapBefore === Gap.Hard || isListNumber(tokens[mention.first - 1]);
  return mention.first === mention.last && sentenceStart && vocabulary!.verbObjects.has(next.word);
}

const isListNumber = (token: Token | undefined) =>
  token !== undefined && token.gapBefore === Gap.Hard && /^\d+$/.test(token.word);
