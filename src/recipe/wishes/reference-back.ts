/**
 * A recipe read as a recipe: its ingredient list says what it is made of. A food named again in
 * a step, note or the title, by the same head noun ("the milk" after "1 cup almond milk", "the
 * flour" after "gluten-free flour blend", "Cream Cheese Frosting" over "vegan cream cheese"), or
 * by another name of the same kind ("the broth" after "vegetable stock"), takes that line's
 * verdict, both ways. A food in the title that no ingredient line names as its own food is the
 * dish's name ("Carrot Lox", "Black Bean Burgers"), which the list settles; so is a food in the
 * name of a part ("Variation: Cookies and Cream Frosting") and a food named for another dish
 * ("burger buns", "a topping for chicken tacos"). Without an ingredient list, every mention is
 * read by its own words.
 */
import { DISH_USE_WORDS, HEAD_KINDS } from './food-terms.js';
import { ALL_GROUPS, type MentionContext } from './mention-context.js';
import { readRecipeParts, type RecipeParts } from './recipe-parts.js';
import type { FoodMention } from './term-index.js';
import { Gap, normalizePhrase, type Token } from './tokens.js';

let vocabulary: { kinds: Map<string, string>; dishUse: Set<string> } | undefined;

function words() {
  if (!vocabulary) {
    const kinds = new Map<string, string>();
    for (const item of HEAD_KINDS.split(';')) {
      const [kind, names] = item.split(':') as [string, string];
      const head = normalizePhrase(kind);
      for (const name of names.split(',')) kinds.set(normalizePhrase(name), head);
    }
    const dishUse = new Set(DISH_USE_WORDS.split(',').map((word) => normalizePhrase(word)));
    vocabulary = { kinds, dishUse };
  }
  return vocabulary;
}

/** The food's head noun, one for each kind: "almond milk" -> milk, "bouillon cube" -> stock. */
function headOf(phrase: string): string {
  const { kinds } = words();
  const whole = kinds.get(phrase);
  if (whole !== undefined) return whole;
  const head = phrase.slice(phrase.lastIndexOf(' ') + 1);
  return kinds.get(head) ?? head;
}

const IN_TITLE = -2;
const IN_NAME = -3;

/** Per mention: -1 in steps and notes, IN_TITLE, IN_NAME (a part's name), else its line. */
function placeMentions(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  parts: RecipeParts,
) {
  const { title, ingredientLines, names } = parts;
  const where = new Int32Array(mentions.length).fill(-1);
  let line = 0;
  let name = 0;
  mentions.forEach((mention, at) => {
    const start = tokens[mention.first]!.start;
    while (line < ingredientLines.length && ingredientLines[line]![1] < start) line += 1;
    while (name < names.length && names[name]![1] <= start) name += 1;
    if (line < ingredientLines.length && ingredientLines[line]![0] <= start) where[at] = line;
    else if (title && title[0] <= start && start < title[1]) where[at] = IN_TITLE;
    else if (name < names.length && names[name]![0] <= start) where[at] = IN_NAME;
  });
  return where;
}

/** "a topping for chicken tacos", "4 burger buns": the food is named for another dish. */
function namesAnotherDish(tokens: readonly Token[], mention: FoodMention): boolean {
  const next = tokens[mention.last + 1];
  return next?.gapBefore === Gap.None && words().dishUse.has(next.word);
}

/** Whether the mention stands inside parentheses on its line: a note, not the line's food. */
function inParentheses(text: string, lineStart: number, start: number): boolean {
  let depth = 0;
  for (let at = lineStart; at < start; at += 1) {
    if (text[at] === '(') depth += 1;
    else if (text[at] === ')') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

interface Reading {
  text: string;
  tokens: readonly Token[];
  mentions: FoodMention[];
  blocked: Int32Array;
  where: Int32Array;
  lines: [number, number][];
}

/** The head nouns the ingredient lines name as their own food, and the groups each line leaves. */
function readLines(reading: Reading) {
  const { text, tokens, mentions, blocked, where, lines } = reading;
  const lineGroups = new Map<string, number>();
  const named = new Set<string>();
  const noted = new Uint8Array(mentions.length);
  mentions.forEach((mention, at) => {
    if (where[at]! < 0) return;
    const head = headOf(mention.phrase);
    const groups = mention.mask & ~blocked[mention.first]!;
    lineGroups.set(head, (lineGroups.get(head) ?? 0) | groups);
    const start = tokens[mention.first]!.start;
    noted[at] = Number(
      namesAnotherDish(tokens, mention) || inParentheses(text, lines[where[at]!]![0], start),
    );
    if (!noted[at] && blocked[mention.first] !== ALL_GROUPS) named.add(head);
  });
  return { lineGroups, named, noted };
}

export function readReferencesBack(
  text: string,
  tokens: readonly Token[],
  mentions: FoodMention[],
  context: MentionContext,
): void {
  const parts = readRecipeParts(text);
  if (parts.ingredientLines.length === 0) return;
  const { blocked } = context;
  const where = placeMentions(tokens, mentions, parts);
  const reading = { text, tokens, mentions, blocked, where, lines: parts.ingredientLines };
  setAsideAlternatives(reading);
  readTitleDish(reading, parts);
  const { lineGroups, named, noted } = readLines(reading);
  // The dish the title names ("Black Bean Burgers") is the dish the steps name ("form the burgers").
  const dishes = new Set<string>();
  mentions.forEach((mention, at) => {
    const head = headOf(mention.phrase);
    if (where[at] === IN_TITLE && !named.has(head)) dishes.add(head);
  });
  mentions.forEach((mention, at) => {
    const head = headOf(mention.phrase);
    const forAnotherDish = namesAnotherDish(tokens, mention) && !named.has(head);
    if (where[at]! >= 0) {
      if (noted[at] && (dishes.has(head) || forAnotherDish)) blocked[mention.first] = ALL_GROUPS;
      return;
    }
    const groups = lineGroups.get(head);
    if (dishes.has(head) || forAnotherDish) blocked[mention.first] = ALL_GROUPS;
    // The food is the line's: "the broth" after "chicken stock" is what that stock is.
    else if (groups !== undefined) mention.mask = groups;
    else if (where[at] === IN_NAME) blocked[mention.first] = ALL_GROUPS;
  });
}

/**
 * "DIY Vegan Egg Powder Mix" over "1/3 cup egg powder mix": a line that repeats the title's words
 * from a food to the end names the dish itself, and takes the title's verdict.
 */
function readTitleDish(reading: Reading, parts: RecipeParts): void {
  const { tokens, mentions, blocked, where } = reading;
  const title = parts.title;
  if (!title) return;
  const tail = (first: number, end: number) => {
    const found: string[] = [];
    for (let at = first; at < tokens.length && tokens[at]!.start < end; at += 1) {
      if (at > first && tokens[at]!.gapBefore !== Gap.None) break;
      found.push(tokens[at]!.word);
    }
    return found.join(' ');
  };
  const titleTails = new Map<string, number>();
  mentions.forEach((mention, at) => {
    if (where[at] !== IN_TITLE) return;
    const words = tail(mention.first, title[1]);
    if (words.includes(' ')) titleTails.set(words, blocked[mention.first]!);
  });
  if (titleTails.size === 0) return;
  mentions.forEach((mention, at) => {
    if (where[at]! < 0) return;
    const verdict = titleTails.get(tail(mention.first, reading.lines[where[at]!]![1]));
    if (verdict !== undefined) blocked[mention.first]! |= verdict;
  });
}

/**
 * "1 cup vegetable broth, or chicken broth", "tamari or soy sauce", "olive oil, duck fat, or beef
 * fat": an ingredient line is what its first choice is; a food after an "or" that follows another
 * food, or in a list of choices that ends with "or", is an alternative the cook may take. An "or"
 * between words that are no foods joins two words of one choice ("heavy or whipping cream").
 */
function setAsideAlternatives(reading: Reading): void {
  const { tokens, mentions, where, blocked, lines } = reading;
  mentions.forEach((mention, at) => {
    if (where[at]! < 0) return;
    if (at > 0 && where[at - 1] === where[at]) {
      for (let token = mention.first - 1; token > mentions[at - 1]!.last; token -= 1) {
        if (tokens[token]!.word === 'or') {
          blocked[mention.first] = ALL_GROUPS;
          return;
        }
      }
    }
    const lineStart = lines[where[at]!]![0];
    const before = tokens[mention.first - 1];
    if (!before || before.start < lineStart) return;
    // Only a choice after a comma: "(950 ml) chicken, veal, or beef stock" is chicken first.
    if (!reading.text.slice(before.end, tokens[mention.first]!.start).includes(',')) return;
    // "A, B, or C": a comma list whose last choice follows an "or".
    for (let token = mention.last + 1; token < tokens.length; token += 1) {
      if (tokens[token]!.gapBefore === Gap.Hard) return;
      if (tokens[token]!.word === 'or' && tokens[token]!.gapBefore === Gap.Soft) {
        blocked[mention.first] = ALL_GROUPS;
        return;
      }
    }
  });
}
