/**
 * The change a "Rewrite without these" sends: what to replace, and the wishes to keep, in the
 * language the page shows (the recipe's), within the rules the server applies to any change.
 */
import type { Conflict } from '../../recipe/wishes/find-conflicts';
import { isDiet } from '../../recipe/recipe-request';
import { dietName, lt } from '../i18n/later-text';
/**
 * MAX_CHANGE_LENGTH of revision-rules (a unit test holds them equal); importing it here would
 * split that module out of the app's chunk into one more request.
 */
export const MAX_REWRITE_LENGTH = 200;

/** "a", "a and b", "a, b and c" (the "and" of the language shown). */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return lt('listAnd', { first: words.slice(0, -1).join(', '), last: words.at(-1)! });
}

/**
 * A phrase as the change may hold it: letters, digits, spaces and hyphens only. A tab, a zero-width
 * space or a right-to-left override in what the check found would make the server refuse the
 * change (and the override would turn the sentence around).
 */
export function plainPhrase(phrase: string): string {
  return phrase
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Each plain phrase once, in order, at most `max` of them: no more can fit in a change (each
 * takes two characters at least), so a list of thousands is read once and the rest dropped.
 */
function unique(values: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const plain = plainPhrase(value);
    const key = plain.toLocaleLowerCase('en');
    if (plain === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(plain);
    if (kept.length === max) break;
  }
  return kept;
}

const MAX_PHRASES = MAX_REWRITE_LENGTH / 2;

function goalsOf(diets: readonly string[], avoid: readonly string[]): string {
  return [
    ...(diets.length > 0 ? [lt('rewriteKeep', { diets: joinWords(diets.map(dietName)) })] : []),
    ...(avoid.length > 0 ? [lt('rewriteLeaveOut', { avoid: joinWords(avoid) })] : []),
  ].join('; ');
}

function sentence(words: readonly string[], goals: string) {
  const replaced = words.length > 0 ? joinWords(words) : lt('rewriteAgainst');
  return lt('rewriteChange', { words: replaced, goals });
}

const length = (text: string) => [...text].length;
const fits = (change: string) => length(change) <= MAX_REWRITE_LENGTH;

/**
 * How many of `words` (at least one) fit in a change beside `goals`, read in one pass: the
 * length of "a, b and c" grows with each word by the word and its ", " or " and ".
 */
function wordsThatFit(words: readonly string[], goals: string): number {
  const room = MAX_REWRITE_LENGTH - length(lt('rewriteChange', { words: '', goals }));
  // The second word comes with the language's " and ", each later one with ", ".
  const and = length(lt('listAnd', { first: '', last: '' }));
  let used = 0;
  let kept = 0;
  for (const word of words) {
    used += length(word) + (kept === 0 ? 0 : kept === 1 ? and : 2);
    if (used > room) break;
    kept += 1;
  }
  return Math.max(1, kept);
}

/**
 * E.g. "Replace butter and Parmesan: keep it dairy-free." Within the length a change may have:
 * the words to replace are cut first, then the wishes, keeping at least one of each.
 */
export function rewriteChange(conflicts: readonly Conflict[]): string {
  const words = unique(
    conflicts.map((conflict) => conflict.found),
    MAX_PHRASES,
  );
  const wishes = unique(
    conflicts.map((conflict) => conflict.wish),
    MAX_PHRASES,
  );
  let diets = wishes.filter(isDiet);
  let avoid = wishes.filter((wish) => !isDiet(wish));
  const kept = words.slice(0, wordsThatFit(words, goalsOf(diets, avoid)));
  while (avoid.length + diets.length > 1 && !fits(sentence(kept, goalsOf(diets, avoid)))) {
    if (avoid.length > 0) avoid = avoid.slice(0, -1);
    else diets = diets.slice(0, -1);
  }
  const change = sentence(kept, goalsOf(diets, avoid));
  return fits(change) ? change : `${[...change].slice(0, MAX_REWRITE_LENGTH - 1).join('')}.`;
}
