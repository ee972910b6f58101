/**
 * The language a recipe's section labels are in: the one whose heading words name the most of
 * them, when exactly one does ("Ingredientes" alone is Spanish or Portuguese: unknown).
 */
import type { Language } from '../languages.js';
import { READER_WORDS } from './words/index.js';

const heading = (patterns: readonly string[]) =>
  new RegExp(`^(?:\\S+ ){0,2}(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'u');

const HEADINGS: readonly [Language, RegExp][] = [
  ['en', heading(['ingredients', 'you.?ll need', 'instructions', 'directions', 'method', 'steps'])],
  ...Object.entries(READER_WORDS).map(([tag, words]): [Language, RegExp] => [
    tag as Language,
    heading([...words.ingredients, ...words.steps, ...words.notes]),
  ]),
];

export function labelsLanguage(labels: readonly string[]): Language | null {
  const counts = new Map<Language, number>();
  for (const label of labels) {
    const words = label
      .toLowerCase()
      .replace(/\([^()]*\)/g, '')
      .trim();
    for (const [tag, pattern] of HEADINGS)
      if (pattern.test(words)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  return ranked[0] && ranked[0][1] !== ranked[1]?.[1] ? ranked[0][0] : null;
}
