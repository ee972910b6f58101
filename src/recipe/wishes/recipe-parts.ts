/**
 * The parts of a recipe's markdown the wishes check reads apart: the title (a first-level
 * heading) and the ingredient list (the list items under a heading or bold label
 * "Ingredients", sub-headings such as "For the sauce" included, up to the method or notes).
 * A light line reader, not a markdown parser: it needs only where lines start and what they say.
 */
import { SECTION_WORDS } from './food-terms.js';

export interface RecipeParts {
  /** Where the title line stands in the text, or null. */
  title: [number, number] | null;
  /** Where each ingredient line stands, in text order. */
  ingredientLines: [number, number][];
  /**
   * Where the names of parts stand outside the list: headings below the title, a heading inside a
   * step ("3. ### Variation: Cookies and Cream Frosting"), a bold label leading a step
   * ("**Omelet method:**").
   */
  names: [number, number][];
}

const HEADING = /^\s{0,3}(#{1,6})\s+(.*)$/;
const LABEL =
  /^\s{0,3}(?:\*\*|__)([^*_]{1,60})(?:\*\*|__)\s*:?\s*$|^\s{0,3}([A-Za-z][A-Za-z ]{1,40}):\s*$/;
const LIST_ITEM = /^\s{0,8}(?:[-*+•]|\d{1,3}[.)]|\|)\s*\S/;
/** A heading inside a list item, or a bold label leading one: the words are group 1 or 2. */
const ITEM_NAME =
  /^\s{0,8}(?:[-*+•]|\d{1,3}[.)])\s+(?:#{1,6}\s+(.*)|(?:\*\*|__)([^*_]{1,60}):?(?:\*\*|__))/;

let sectionWords: { ingredients: RegExp; others: RegExp } | undefined;

function words() {
  if (!sectionWords) {
    const [ingredients, others] = SECTION_WORDS.split(';').map((list) =>
      list
        .split(',')
        .map((word) => word.trim())
        .join('|'),
    ) as [string, string];
    sectionWords = {
      ingredients: new RegExp(`^\\W*(?:the\\s+)?(?:${ingredients})\\b`, 'i'),
      others: new RegExp(`^\\W*(?:${others})\\b`, 'i'),
    };
  }
  return sectionWords;
}

/** A heading's level and words, or a bold label's (level 7: below any heading), or null. */
function headingOf(line: string): { level: number; words: string } | null {
  const heading = HEADING.exec(line);
  if (heading) return { level: heading[1]!.length, words: heading[2]! };
  const label = LABEL.exec(line);
  return label ? { level: 7, words: (label[1] ?? label[2])! } : null;
}

export function readRecipeParts(text: string): RecipeParts {
  const parts: RecipeParts = { title: null, ingredientLines: [], names: [] };
  const { ingredients, others } = words();
  let inList: number | null = null;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    const heading = headingOf(line);
    if (heading) {
      if (parts.title === null && heading.level === 1) parts.title = [start, end];
      else if (inList === null) parts.names.push([start, end]);
      if (ingredients.test(heading.words)) inList = heading.level;
      else if (inList !== null && (heading.level <= inList || others.test(heading.words))) {
        inList = null;
      }
    } else if (inList !== null && LIST_ITEM.test(line)) {
      parts.ingredientLines.push([start, end]);
    } else if (inList === null) {
      const name = ITEM_NAME.exec(line);
      if (name) parts.names.push([start, start + name[0].length]);
    }
    start = end + 1;
  }
  return parts;
}
