/**
 * A recipe read in the visitor's language besides English (models mix both): the words brought to
 * the language's own one form (accents, elisions such as "d'œufs", plural endings), its foods
 * found longest phrase first, German compounds split into modifier and head ("Weizenmehl",
 * "Schlagsahne", "Haselnüsse"), and its qualifiers and negations ("ohne", "sans", "sin gluten").
 * All words come from the language's word list (languages/<tag>.ts); the rules here are the same
 * for every language.
 */
import type { Language } from '../languages.js';
import { ANIMAL_MASK, GROUPS, groupsNamed, maskOf, type GroupMask } from './groups.js';
import { byFirstWord, type CueWords, type LanguageCues } from './mention-context.js';
import { loadedWordList } from './languages/registry.js';
import type { WordList } from './languages/word-list.js';
import {
  listItems as items,
  longestTermAt,
  termNodeFor,
  wordsStarting,
  type FoodMention,
  type TermNode,
} from './term-trie.js';
import { Gap, numberedWords, tokenize, wordIndex, type Token } from './tokens.js';

export interface CompiledLanguage {
  list: WordList;
  form: (raw: string) => string;
  root: TermNode;
  /** Each one-word food or look-alike (0) in its form, for compounds. */
  singles: Map<string, GroupMask>;
  /** Each phrase in its forms -> groups. */
  masks: Map<string, GroupMask>;
  groupNames: Map<string, GroupMask>;
  /** Heads named for what they are made of ("Mandelmilch", "leche de soja", "chorizo de pavo"). */
  madeOfHeads: Set<string>;
  /** Plant words that are no food group themselves, as compound modifiers ("Kokos", "Reis"). */
  plants: Set<string>;
  /** Words that join a food to what it is made of ("lait d'amande", "leche de soja"). */
  madeOf: Set<string>;
  /** Modifiers that still leave the group in a "free" compound ("laktosefrei"). */
  notFree: Set<string>;
  synonyms: Map<string, string[]>;
  cues: Omit<LanguageCues, 'tokens'>;
  /**
   * Compound endings of a comparison or a tool, in their forms: "gross" in "walnussgross",
   * "glock" in "kaseglock" (German).
   */
  noFoodEndings: readonly string[];
  /** Words already read as compounds: [free-of groups or null, parts' groups or undefined]. */
  compounds: Map<string, [GroupMask | null, GroupMask | undefined]>;
}

const MARKS = /\p{M}/gu;
const NOT_ASCII = /[^ -~]/;
const EGG_OR_MILK = maskOf(['milk', 'egg']);
const FORM_CACHE_SIZE = 20_000;
const COMPOUND_CACHE_SIZE = 20_000;

const pairs = (list: string) =>
  list
    .split(';')
    .map((item) => item.split(':').map((part) => part.trim()) as [string, string])
    .filter(([key]) => key !== '');

function fold(raw: string): string {
  let word = raw.toLowerCase();
  if (NOT_ASCII.test(word)) {
    word = word
      .replace(/ß/g, 'ss')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/’/g, "'")
      .normalize('NFD')
      .replace(MARKS, '');
  }
  return word;
}

/** The elided article a word starts with ("d'" in "d'œufs"), or "". */
export function elisionOf(list: WordList, raw: string): string {
  const word = fold(raw);
  for (const elision of list.inflection.elisions ?? []) {
    if (word.length > elision.length && word.startsWith(elision)) return elision;
  }
  return '';
}

function makeForm(list: WordList): (raw: string) => string {
  const { endings, minStem } = list.inflection;
  const rules = endings.map((alternatives) =>
    alternatives.map((rule) => rule.split('>') as [string, string | undefined]),
  );
  const fixed = new Map(
    pairs(list.inflection.forms ?? '').map(([word, form]) => [fold(word), form]),
  );
  const cache = new Map<string, string>();
  return (raw: string) => {
    let word = cache.get(raw);
    if (word !== undefined) return word;
    word = fold(raw);
    word = word.slice(elisionOf(list, word).length).replace(/'/g, '');
    const known = fixed.get(word);
    if (known !== undefined) word = known;
    else {
      for (const alternatives of rules) {
        for (const [ending, replacement] of alternatives) {
          const left = word.length - ending.length + (replacement ?? '').length;
          if (word.endsWith(ending) && left >= minStem) {
            word = word.slice(0, word.length - ending.length) + (replacement ?? '');
            break;
          }
        }
      }
    }
    if (cache.size >= FORM_CACHE_SIZE) cache.clear();
    cache.set(raw, word);
    return word;
  };
}

/** A phrase as the language reads it: its words' forms joined by one space. */
function phraseForm(form: (raw: string) => string, phrase: string): string {
  return tokenize(phrase)
    .map((token) => form(phrase.slice(token.start, token.end)))
    .join(' ');
}

function addPhrase(language: CompiledLanguage, raw: string, mask: GroupMask, only = false): void {
  const phrase = phraseForm(language.form, raw);
  if (!phrase) return;
  const node = termNodeFor(language.root, phrase);
  // A look-alike (0, or `only` its real groups) listed after a food replaces the food's groups.
  node.mask = mask === 0 || only ? mask : (node.mask ?? 0) | mask;
  language.masks.set(phrase, node.mask);
  if (!phrase.includes(' ')) language.singles.set(phrase, node.mask);
}

const FLESH = ['meat', 'pork', 'poultry', 'fish', 'crustacean', 'mollusc'];

function kindMask(language: CompiledLanguage | undefined, kind: string): GroupMask {
  if (kind === 'animal') return ANIMAL_MASK;
  if (kind === 'flesh') return maskOf(FLESH);
  if ((GROUPS as readonly string[]).includes(kind)) return maskOf([kind]);
  return groupsNamed(kind) || (language?.groupNames.get(phraseForm(language.form, kind)) ?? 0);
}

function cueWords(language: CompiledLanguage, list: string, value: (key: string) => number) {
  const cues = new Map<string, number>();
  for (const [words, kind] of pairs(list))
    cues.set(phraseForm(language.form, words), value(kind ?? ''));
  return byFirstWord(cues);
}

function compile(list: WordList): CompiledLanguage {
  const form = makeForm(list);
  const wordSet = (words: string | readonly string[]) =>
    new Set(
      (typeof words === 'string' ? items(words) : words).map((word) => phraseForm(form, word)),
    );
  const language: CompiledLanguage = {
    list,
    form,
    root: { next: undefined, mask: undefined },
    singles: new Map(),
    masks: new Map(),
    groupNames: new Map(),
    madeOfHeads: wordSet(list.madeOfHeads),
    plants: wordSet(list.plants),
    madeOf: wordSet(list.madeOf),
    notFree: wordSet(list.notFree),
    synonyms: new Map(),
    cues: {} as CompiledLanguage['cues'],
    compounds: new Map(),
    noFoodEndings: [],
  };
  for (const lists of [list.offAllergens, list.members]) {
    for (const [group, words] of Object.entries(lists)) {
      for (const item of items(words)) addPhrase(language, item, maskOf([group]));
    }
  }
  for (const [phrase, groups] of pairs(list.compoundFoods)) {
    addPhrase(language, phrase, maskOf((groups ?? '').split('+').map((group) => group.trim())));
  }
  for (const [kind, words] of Object.entries(list.kinds ?? {})) {
    const mask = maskOf(kind.split('+').map((group) => group.trim()));
    for (const item of items(words)) addPhrase(language, item, mask);
  }
  for (const item of items(list.neutral)) addPhrase(language, item, 0);
  for (const [phrase, groups] of pairs(list.lookAlikes ?? '')) {
    const named = (groups ?? '').split('+').map((group) => group.trim());
    addPhrase(language, phrase, named[0] === 'none' ? 0 : maskOf(named), true);
  }
  addSenses(language);
  for (const [names, groups] of pairs(list.groupNames)) {
    const mask = (groups ?? '')
      .split('+')
      .reduce((all, kind) => all | kindMask(undefined, kind.trim()), 0);
    for (const name of names.split('|')) language.groupNames.set(phraseForm(form, name), mask);
  }
  for (const [entry, names] of pairs(list.avoidSynonyms)) {
    const forms = items(names ?? '').map((name) => phraseForm(form, name));
    forms.sort((a, b) => b.split(' ').length - a.split(' ').length);
    language.synonyms.set(phraseForm(form, entry), forms);
  }
  language.cues = compileCues(language);
  return language;
}

/** A comparison, a stand-in or a tool named with a food word is no food (see WordList.senses). */
function addSenses(language: CompiledLanguage): void {
  const senses = language.list.senses;
  if (!senses) return;
  for (const item of items(senses.notFood)) addPhrase(language, item, 0);
  // An ending's form inside a long word: the endings rules as they cut it after a modifier.
  const pad = 'x'.repeat(8);
  const inCompound = (ending: string) => language.form(pad + fold(ending)).slice(pad.length);
  const endings = (senses.simileSuffixes ?? []).map(inCompound);
  // Tool heads count inside a compound only: a word standing alone keeps its own reading.
  const heads = items(senses.toolHeads ?? '').map(inCompound);
  language.noFoodEndings = [...new Set([...endings, ...heads])].filter((end) => end.length >= 3);
}

function compileCues(language: CompiledLanguage): CompiledLanguage['cues'] {
  const { list } = language;
  const wordSet = (words: string) =>
    new Set(items(words).map((word) => phraseForm(language.form, word)));
  // "sans gluten", "sin lactosa", "senza glutine": each free-of word before each group name.
  const freeOf = new Map<string, number>();
  const names = [...language.groupNames.keys()];
  for (const word of list.freeOf) {
    const cue = phraseForm(language.form, word);
    for (const name of names) {
      if (language.notFree.has(name)) continue;
      freeOf.set(`${cue} ${name}`, language.groupNames.get(name)!);
    }
  }
  const negations = new Map<string, number>();
  for (const words of [...items(list.negations), ...list.freeOf]) {
    negations.set(phraseForm(language.form, words), 3);
  }
  for (const words of items(list.senses?.substitutes ?? '')) {
    negations.set(phraseForm(language.form, words), 3);
  }
  for (const [words, reach] of pairs(list.shortNegations)) {
    negations.set(phraseForm(language.form, words), Number(reach));
  }
  return {
    qualifiers: cueWords(language, list.qualifiers, (kind) => kindMask(language, kind)),
    postQualifiers: mergeCues(
      cueWords(language, list.postQualifiers, (kind) => kindMask(language, kind)),
      byFirstWord(freeOf),
    ),
    negations: byFirstWord(negations),
    cancellers: wordSet(list.cancellers),
    fillers: wordSet(list.fillers),
    listWords: wordSet(list.listWords),
    similes: byFirstWord(
      new Map(
        items(list.senses?.similes ?? '').map((words) => [phraseForm(language.form, words), 2]),
      ),
    ),
  };
}

function mergeCues(first: CueWords, second: CueWords): CueWords {
  for (const [word, cues] of second) first.set(word, [...(first.get(word) ?? []), ...cues]);
  return first;
}

const compiled = new Map<Language, CompiledLanguage>();

/** The language's compiled lists when the wishes name a language whose list is loaded. */
export function compiledLanguage(language: Language | undefined): CompiledLanguage | undefined {
  if (language === undefined) return undefined;
  let found = compiled.get(language);
  if (found) return found;
  const list = loadedWordList(language);
  if (!list) return undefined;
  found = compile(list);
  compiled.set(language, found);
  return found;
}

/** The text's words in the language's forms: same places and breaks as the English ones. */
export function languageTokens(
  language: CompiledLanguage,
  text: string,
  tokens: readonly Token[],
): Token[] {
  // Per English word, the characters last read and their form: a repeated word is compared in
  // place rather than cut out and looked up.
  // The forms are numbered as they are found, so that their word index needs no second pass.
  const { ids, words } = wordIndex(tokens);
  const raws = new Array<string | undefined>(words.length);
  const forms = new Array<string>(words.length);
  const formIds = new Int32Array(words.length);
  const numbers = new Map<string, number>();
  const distinct: string[] = [];
  const formIdAt = new Int32Array(tokens.length);
  const read = tokens.map(({ start, end, gapBefore }, at) => {
    const id = ids[at]!;
    const raw = raws[id];
    if (raw === undefined || raw.length !== end - start || !text.startsWith(raw, start)) {
      raws[id] = text.slice(start, end);
      const form = language.form(raws[id]);
      let number = numbers.get(form);
      if (number === undefined) {
        number = distinct.push(form) - 1;
        numbers.set(form, number);
      }
      forms[id] = form;
      formIds[id] = number;
    }
    formIdAt[at] = formIds[id]!;
    return { word: forms[id]!, start, end, gapBefore };
  });
  numberedWords(read, formIdAt, distinct);
  return read;
}

/** The groups of a known modifier: a food's, 0 for a plant word, undefined when unknown. */
function modifierMask(language: CompiledLanguage, modifier: string): GroupMask | undefined {
  const candidates = [modifier, language.form(modifier)];
  for (const link of language.list.compounds?.links ?? []) {
    if (modifier.endsWith(link) && modifier.length - link.length >= 3) {
      const bare = modifier.slice(0, modifier.length - link.length);
      candidates.push(bare, language.form(bare));
    }
  }
  for (const candidate of candidates) {
    const mask = language.singles.get(candidate);
    if (mask !== undefined) return mask;
    if (language.plants.has(candidate)) return 0;
  }
  return undefined;
}

/** What a head made of a modifier is: the head's groups, the modifier's, or both. */
function joinParts(language: CompiledLanguage, head: string, headMask: number, modifier: number) {
  // A goat's cheese is cheese, a hen's egg an egg.
  if (modifier & ANIMAL_MASK && (headMask & ~EGG_OR_MILK) === 0) return headMask;
  // A milk, flour, broth or sausage named for what it is made of is that: "Mandelmilch",
  // "Reismehl", "Gemüsebrühe", "Putenwurst".
  if (language.madeOfHeads.has(head)) return modifier;
  return headMask | modifier;
}

/**
 * A compound no list names, read as modifier + head: the shortest listed head with a known
 * modifier, else the shortest listed head, else the longest listed modifier. Undefined when no
 * part is known.
 */
export function compoundMask(language: CompiledLanguage, word: string): GroupMask | undefined {
  const rule = language.list.compounds;
  if (!rule) return undefined;
  let bare: { head: string; mask: GroupMask } | undefined;
  for (let cut = word.length - 2; cut >= rule.minModifier; cut -= 1) {
    const head = word.slice(cut);
    const headMask = language.singles.get(head);
    if (headMask === undefined) continue;
    if (headMask === 0) return 0;
    const modifier = modifierMask(language, word.slice(0, cut));
    if (modifier !== undefined) return joinParts(language, head, headMask, modifier);
    if (head.length >= rule.minHead) bare ??= { head, mask: headMask };
  }
  if (bare) return bare.mask;
  for (let cut = word.length - rule.minHead; cut >= rule.minModifier + 1; cut -= 1) {
    const modifier = modifierMask(language, word.slice(0, cut));
    if (modifier) return modifier;
  }
  return undefined;
}

/** The free-of qualifier a compound word is ("glutenfrei", "milchfreie"): its groups, or null. */
function freeCompound(language: CompiledLanguage, word: string): GroupMask | null {
  for (const suffix of language.list.compounds?.free ?? []) {
    if (!word.startsWith(suffix, word.length - suffix.length)) continue;
    const modifier = word.slice(0, word.length - suffix.length);
    if (language.notFree.has(modifier) || language.notFree.has(language.form(modifier))) return 0;
    const named =
      language.groupNames.get(modifier) ?? language.groupNames.get(language.form(modifier));
    if (named) return named;
    const mask = modifierMask(language, modifier) ?? compoundMask(language, modifier);
    if (mask) return mask;
  }
  return null;
}

/**
 * "walnussgroß", "butterzart", "Käseglocke": a comparison or a tool is no food (0); else the
 * compound's parts.
 */
function partsMask(language: CompiledLanguage, word: string): GroupMask | undefined {
  const minModifier = language.list.compounds?.minModifier ?? 0;
  for (const ending of language.noFoodEndings) {
    if (word.length - ending.length >= minModifier && word.endsWith(ending)) return 0;
  }
  return compoundMask(language, word);
}

/** Whether a word no list names reads as a look-alike: a tool, a comparison ("Käseglocke"). */
export function isLookAlikeWord(language: CompiledLanguage, word: string): boolean {
  return language.singles.get(word) === 0 || readCompound(language, word)[1] === 0;
}

/** A word no list names, as a free-of qualifier or a compound; read once per word. */
function readCompound(language: CompiledLanguage, word: string) {
  let read = language.compounds.get(word);
  if (!read) {
    if (language.compounds.size >= COMPOUND_CACHE_SIZE) language.compounds.clear();
    const free = freeCompound(language, word);
    read = [free, free === null ? partsMask(language, word) : undefined];
    language.compounds.set(word, read);
  }
  return read;
}

export interface LanguageMentions {
  mentions: FoodMention[];
  /** Qualifiers that are compound words: token index -> groups. */
  freeWords: { first: number; last: number; value: number }[];
}

/** The language's known foods among its tokens, longest phrase first, compounds by their parts. */
export function findLanguageMentions(
  language: CompiledLanguage,
  tokens: readonly Token[],
): LanguageMentions {
  const mentions: FoodMention[] = [];
  const freeWords: LanguageMentions['freeWords'] = [];
  const starts = wordsStarting(language.root, tokens);
  const { ids } = wordIndex(tokens);
  // Each distinct word is read as a compound once per text.
  const compounds: ReturnType<typeof readCompound>[] = [];
  let at = 0;
  while (at < tokens.length) {
    const mention = starts(at) ? longestTermAt(language.root, tokens, at) : null;
    if (mention) {
      mentions.push(mention);
      at = mention.last + 1;
      continue;
    }
    if (language.list.compounds) {
      const word = tokens[at]!.word;
      const [free, parts] = (compounds[ids[at]!] ??= readCompound(language, word));
      if (free !== null) freeWords.push({ first: at, last: at, value: free });
      if (parts !== undefined) mentions.push({ first: at, last: at, mask: parts, phrase: word });
    }
    at += 1;
  }
  return { mentions, freeWords };
}

/**
 * English and language mentions as one list: at each place the longer phrase, the language's
 * on a tie (its look-alikes, such as French "pâte", win over an English word spelled alike).
 */
export function mergeMentions(
  english: readonly FoodMention[],
  other: readonly FoodMention[],
): FoodMention[] {
  const merged: FoodMention[] = [];
  let e = 0;
  let o = 0;
  let covered = -1;
  while (e < english.length || o < other.length) {
    const a = english[e];
    const b = other[o];
    let pick: FoodMention;
    if (!b || (a && a.first < b.first)) pick = english[e++]!;
    else if (!a || b.first < a.first) pick = other[o++]!;
    else {
      pick = a.last > b.last ? a : b;
      e += 1;
      o += 1;
    }
    if (pick.first <= covered) continue;
    merged.push(pick);
    covered = pick.last;
  }
  return merged;
}

/**
 * "lait d'amande", "leche de soja", "chorizo de pavo", "carne de soja": a food named for what it is
 * made of, joined to it by the language's "of", is what that is made of.
 */
export function readMadeOf(
  language: CompiledLanguage,
  text: string,
  tokens: readonly Token[],
  languageWords: readonly Token[],
  mentions: FoodMention[],
  mentionAt: (at: number) => number,
): void {
  for (const mention of mentions) {
    const head = mention.phrase.slice(mention.phrase.lastIndexOf(' ') + 1);
    if (mention.mask === 0 || !language.madeOfHeads.has(head)) continue;
    let next = mention.last + 1;
    if (next >= tokens.length || tokens[next]!.gapBefore !== Gap.None) continue;
    const raw = text.slice(tokens[next]!.start, tokens[next]!.end);
    if (elisionOf(language.list, raw) === '') {
      if (!language.madeOf.has(languageWords[next]!.word)) continue;
      next += 1;
      if (next >= tokens.length || tokens[next]!.gapBefore !== Gap.None) continue;
    }
    const at = mentionAt(next);
    let modifier: GroupMask | undefined;
    if (at !== -1 && mentions[at]!.first === next) modifier = mentions[at]!.mask;
    else if (language.plants.has(languageWords[next]!.word)) modifier = 0;
    if (modifier !== undefined) mention.mask = joinParts(language, head, mention.mask, modifier);
  }
}

/** The groups a visitor's avoid entry names in the language ("Nüsse", "fruits de mer"), or 0. */
export function languageGroupsNamed(language: CompiledLanguage, entry: string): GroupMask {
  return language.groupNames.get(phraseForm(language.form, entry)) ?? 0;
}

/** An avoid entry in the language's forms, with the groups it is as a known food (0 if none). */
export function languageEntry(language: CompiledLanguage, entry: string) {
  const phrase = phraseForm(language.form, entry);
  return {
    phrase,
    mask: language.masks.get(phrase) ?? compoundMask(language, phrase) ?? 0,
    synonyms: language.synonyms.get(phrase) ?? [],
  };
}
