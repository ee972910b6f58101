/**
 * The rules every typed entry shares (an ingredient, a thing to avoid, a change): a length counted
 * as people see characters, and no control or invisible characters. Pure: shared by page and server.
 */
import {
  countCharacters,
  hasControlCharacters,
  hasInvisibleCharacters,
} from './ingredient-text.js';

export type TextEntryProblem =
  'too_short' | 'too_long' | 'control_characters' | 'invisible_characters';

/**
 * A check of one entry of `minLength` to `maxLength` characters. The bound on code units comes
 * first (16 per character leaves room for the longest emoji sequences): each later rule is linear
 * in the entry's length, and this keeps that length small.
 */
export function textEntryRule(minLength: number, maxLength: number) {
  const maxCodeUnits = maxLength * 16;
  return (entry: string): TextEntryProblem | null => {
    if (entry.length > maxCodeUnits) return 'too_long';
    if (hasControlCharacters(entry)) return 'control_characters';
    if (hasInvisibleCharacters(entry)) return 'invisible_characters';
    const characters = countCharacters(entry);
    if (characters < minLength) return 'too_short';
    if (characters > maxLength) return 'too_long';
    return null;
  };
}
