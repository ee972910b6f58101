/** An English noun in the form its count takes: "1 egg" becomes "2 eggs", "1 bay leaf" "2 bay leaves". */
const ES = /(?:s|x|z|ch|sh|tomato|potato|mango)$/i;

export function pluralNoun(word: string): string {
  if (/s$/i.test(word) && !/ss$/i.test(word)) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:leaf|loaf|half)$/i.test(word)) return `${word.slice(0, -1)}ves`;
  if (/knife$/i.test(word)) return `${word.slice(0, -2)}ves`;
  return ES.test(word) ? `${word}es` : `${word}s`;
}

export function singularNoun(word: string): string {
  if (/(?:lea|loa|hal)ves$/i.test(word)) return `${word.slice(0, -3)}f`;
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ses|xes|zes|ches|shes|toes|goes)$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** The head noun of "large onion, diced": the last word before a comma or a bracket. */
export function withCount(rest: string, count: number): string {
  const head = /^([^,(;]*?)([A-Za-z]+)(?=\s*(?:[,(;]|$|\s(?:for|to|in|at|or|and)\s))/.exec(rest);
  if (!head) return rest;
  const [whole, before, noun] = head;
  const changed = count > 1 ? pluralNoun(noun!) : singularNoun(noun!);
  return before + changed + rest.slice(whole.length);
}
