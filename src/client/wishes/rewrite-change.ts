/** The change a "Rewrite without these" sends: what to replace, and the wishes to keep. */
import type { Conflict } from '../../recipe/wishes/find-conflicts';
import { isDiet } from '../../recipe/recipe-request';
/**
 * MAX_CHANGE_LENGTH of revision-rules (a unit test holds them equal); importing it here would
 * split that module out of the app's chunk into one more request.
 */
export const MAX_REWRITE_LENGTH = 200;

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
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

function sentence(words: readonly string[], diets: readonly string[], avoid: readonly string[]) {
  const goals = [
    ...(diets.length > 0 ? [`keep it ${joinWords(diets)}`] : []),
    ...(avoid.length > 0 ? [`leave out ${joinWords(avoid)}`] : []),
  ];
  return `Replace ${words.length > 0 ? joinWords(words) : 'what goes against them'}: ${goals.join('; ')}.`;
}

const fits = (change: string) => [...change].length <= MAX_REWRITE_LENGTH;

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
  let kept = words.length;
  while (kept > 1 && !fits(sentence(words.slice(0, kept), diets, avoid))) kept -= 1;
  while (avoid.length + diets.length > 1 && !fits(sentence(words.slice(0, kept), diets, avoid))) {
    if (avoid.length > 0) avoid = avoid.slice(0, -1);
    else diets = diets.slice(0, -1);
  }
  const change = sentence(words.slice(0, kept), diets, avoid);
  return fits(change) ? change : `${[...change].slice(0, MAX_REWRITE_LENGTH - 1).join('')}.`;
}
