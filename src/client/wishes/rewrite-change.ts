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

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sentence(words: readonly string[], diets: readonly string[], avoid: readonly string[]) {
  const goals = [
    ...(diets.length > 0 ? [`keep it ${joinWords(diets)}`] : []),
    ...(avoid.length > 0 ? [`leave out ${joinWords(avoid)}`] : []),
  ];
  return `Replace ${joinWords(words)}: ${goals.join('; ')}.`;
}

const fits = (change: string) => [...change].length <= MAX_REWRITE_LENGTH;

/**
 * E.g. "Replace butter and Parmesan: keep it dairy-free." Within the length a change may have:
 * the words to replace are cut first, then the wishes, keeping at least one of each.
 */
export function rewriteChange(conflicts: readonly Conflict[]): string {
  const words = unique(conflicts.map((conflict) => conflict.found));
  const wishes = unique(conflicts.map((conflict) => conflict.wish));
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
