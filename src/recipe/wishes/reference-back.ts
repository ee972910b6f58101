/**
 * A recipe read as a recipe: its ingredient list says what it is made of. A food named again in
 * a step, note or the title, by the same head noun ("the milk" after "1 cup almond milk", "the
 * flour" after "gluten-free flour blend", "Cream Cheese Frosting" over "vegan cream cheese"),
 * takes that line's verdict, both ways. A food in the title that no ingredient line names is the
 * dish's name ("Carrot Lox", "Chickpea Omelette"), which the list settles. Without an ingredient
 * list, every mention is read by its own words.
 */
import { ALL_GROUPS, type MentionContext } from './mention-context.js';
import { readRecipeParts } from './recipe-parts.js';
import type { FoodMention } from './term-index.js';
import type { Token } from './tokens.js';

const headOf = (phrase: string) => phrase.slice(phrase.lastIndexOf(' ') + 1);

/** Per mention: -1 outside the list and title, -2 in the title, else its ingredient line. */
function placeMentions(text: string, tokens: readonly Token[], mentions: readonly FoodMention[]) {
  const { title, ingredientLines } = readRecipeParts(text);
  const where = new Int32Array(mentions.length).fill(-1);
  let line = 0;
  mentions.forEach((mention, at) => {
    const start = tokens[mention.first]!.start;
    while (line < ingredientLines.length && ingredientLines[line]![1] < start) line += 1;
    if (line < ingredientLines.length && ingredientLines[line]![0] <= start) where[at] = line;
    else if (title && title[0] <= start && start < title[1]) where[at] = -2;
  });
  return { where, lines: ingredientLines };
}

export function readReferencesBack(
  text: string,
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  context: MentionContext,
): void {
  const { where, lines } = placeMentions(text, tokens, mentions);
  if (lines.length === 0) return;
  const { blocked } = context;
  setAsideAlternatives(tokens, mentions, where, blocked);
  const lineGroups = new Map<string, number>();
  mentions.forEach((mention, at) => {
    if (where[at]! < 0) return;
    const head = headOf(mention.phrase);
    const groups = mention.mask & ~blocked[mention.first]!;
    lineGroups.set(head, (lineGroups.get(head) ?? 0) | groups);
  });
  // The dish the title names ("Black Bean Burgers") is the dish the steps name ("form the burgers").
  const dishes = new Set<string>();
  mentions.forEach((mention, at) => {
    const head = headOf(mention.phrase);
    if (where[at] === -2 && !lineGroups.has(head)) dishes.add(head);
  });
  mentions.forEach((mention, at) => {
    if (where[at]! >= 0) return;
    const head = headOf(mention.phrase);
    const groups = lineGroups.get(head);
    if (groups !== undefined) blocked[mention.first]! |= ~groups;
    else if (dishes.has(head)) blocked[mention.first] = ALL_GROUPS;
  });
}

/**
 * "1 cup vegetable broth, or chicken broth", "tamari or soy sauce": an ingredient line is what
 * its first choice is; a food after an "or" that follows another food is an alternative the cook
 * may take. An "or" between words that are no foods joins two words of one choice ("heavy or
 * whipping cream", "grated or crumbled cheese").
 */
function setAsideAlternatives(
  tokens: readonly Token[],
  mentions: readonly FoodMention[],
  where: Int32Array,
  blocked: Int32Array,
): void {
  mentions.forEach((mention, at) => {
    if (where[at]! < 0 || at === 0 || where[at - 1] !== where[at]) return;
    for (let token = mention.first - 1; token > mentions[at - 1]!.last; token -= 1) {
      if (tokens[token]!.word === 'or') {
        blocked[mention.first] = ALL_GROUPS;
        return;
      }
    }
  });
}
