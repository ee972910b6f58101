/**
 * What to buy: the recipe's ingredients whose food is not on the visitor's list, matched by food
 * rather than by string ("2 cloves garlic, minced" is garlic; "chicken" on the list covers
 * "4 chicken thighs").
 */
import { singularNoun } from './english-plural.js';
import { readAmount } from './ingredient-amount.js';

/** Words that say how a food is cut, cooked or sized, not which food it is. */
const MANNER = new Set(
  (
    'fresh freshly large small medium big ripe chopped finely roughly coarsely minced diced ' +
    'sliced thinly grated shredded crushed ground whole dried peeled softened melted cold warm ' +
    'hot room temperature beaten boneless skinless cooked raw extra virgin plain good quality ' +
    'frisch frische frischer gehackt gehackte fein gewürfelt gerieben große groß kleine klein ' +
    'frais fraîche haché hachée émincé gros grosse petit petite ' +
    'fresco fresca picado picada grande pequeño pequeña ' +
    'tritato tritata piccolo piccola ' +
    'picadinho picadinha pequeno pequena'
  ).split(' '),
);
const LEADING = /^(?:(?:of|de|du|des|la|le|les|di|del|della|do|da|von|vom)\s+|[dl]['’])/i;
const AND = /\s(?:and|&|und|et|y|e)\s/i;
/** The food ends where the manner begins: a comma, a bracket, "for …", "to taste". */
const FOOD_END = /[,(;:]|\s(?:for|to|or|für|zum|pour|para|per|ou|oder|o)\s|\s-\s/i;
/** Things every kitchen has from the tap. */
const NEVER_BOUGHT = /^(?:water|wasser|eau|agua|acqua|água|ice|hot water|cold water)$/i;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The foods an ingredient line names, each as its words: "Salt and pepper" → salt, pepper. */
export function foodsOf(line: string): string[][] {
  const amount = readAmount(line);
  let rest = (amount ? line.slice(amount.end) : line).replace(/^[\s*•-]+/, '');
  rest = rest.replace(LEADING, '');
  const cut = FOOD_END.exec(rest);
  const food = cut ? rest.slice(0, cut.index) : rest;
  return fold(food)
    .split(AND)
    .map((part) =>
      part
        .split(/[^\p{L}']+/u)
        .filter((word) => word && !MANNER.has(word))
        .map(singularNoun),
    )
    .filter((words) => words.length > 0);
}

function covers(had: string[], needed: string[]): boolean {
  if (!had.length || !needed.length) return false;
  return had.every((word) => needed.includes(word)) || needed.every((word) => had.includes(word));
}

/** The recipe's ingredient lines whose food is on no entry of the visitor's list, in order. */
export function stillNeeded(ingredients: readonly string[], onHand: readonly string[]): string[] {
  const had = onHand.map((entry) =>
    fold(entry)
      .split(/[^\p{L}']+/u)
      .filter(Boolean)
      .map(singularNoun),
  );
  return ingredients.filter((line) => {
    const foods = foodsOf(line).filter((words) => !NEVER_BOUGHT.test(words.join(' ')));
    return foods.some((needed) => !had.some((entry) => covers(entry, needed)));
  });
}
