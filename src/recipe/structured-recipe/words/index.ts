/**
 * Every language's reader words, and the patterns built of them once. Adding a language is a
 * file beside this one and one line in READER_WORDS.
 */
import type { Language } from '../../languages.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pt } from './pt.js';
import type { ReaderWords } from './reader-words.js';

export type { ReaderWords };

export const READER_WORDS: Readonly<Record<Exclude<Language, 'en'>, ReaderWords>> = {
  de,
  fr,
  es,
  it,
  pt,
};

const ALL = Object.values(READER_WORDS);

/** One alternation of a field's patterns over every language, longest first. */
export function alternation(field: keyof ReaderWords): string {
  const patterns = [...new Set(ALL.flatMap((words) => words[field]))];
  return patterns.sort((a, b) => b.length - a.length).join('|');
}
