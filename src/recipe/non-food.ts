/**
 * Dangerous things that are not food: household chemicals, fuels, solvents and poisons. A recipe
 * bot must not plan a meal around them (a supermarket's bot once suggested bleach and ammonia).
 *
 * Matching is on whole words of a normalized form (NFKC, lower case, apostrophes dropped, anything
 * but letters and digits a space), so foods that merely share letters or a word stay: "bleached
 * flour" has no word "bleach", "baker's ammonia" and "antifreeze protein" are foods, "bleach-free"
 * and "detergent-free" describe foods, "baking soda" is not "washing soda". Left out on purpose:
 * food-grade lye and caustic soda (pretzels, ramen noodles) and "white spirits" (also drinks).
 */

/** Each entry is matched as whole words, also with a plural "s" on its last word. */
const NOT_FOOD = [
  // cleaning and laundry
  'bleach',
  'chlorine bleach',
  'bleaching powder',
  'ammonia',
  'drain cleaner',
  'oven cleaner',
  'toilet cleaner',
  'glass cleaner',
  'cleaner',
  'cleaning product',
  'drano',
  'clorox',
  'lysol',
  'windex',
  'disinfectant',
  'hand sanitizer',
  'sanitizer',
  'laundry detergent',
  'detergent',
  'dishwasher tablet',
  'dishwasher pod',
  'laundry pod',
  'tide pod',
  'fabric softener',
  'washing powder',
  'washing soda',
  'soap',
  'borax',
  'muriatic acid',
  'hydrochloric acid',
  'sulfuric acid',
  'sulphuric acid',
  'battery acid',
  'pool chlorine',
  // car and workshop
  'antifreeze',
  'coolant',
  'ethylene glycol',
  'brake fluid',
  'windshield washer fluid',
  'motor oil',
  'engine oil',
  'gasoline',
  'petrol',
  'diesel fuel',
  'kerosene',
  'lamp oil',
  'lighter fluid',
  'paint thinner',
  'turpentine',
  'methylated spirit',
  'mineral spirit',
  'acetone',
  'nail polish remover',
  'paint',
  'glue',
  // alcohols that are not drinks
  'rubbing alcohol',
  'isopropyl alcohol',
  'isopropanol',
  'methanol',
  'methyl alcohol',
  'wood alcohol',
  'denatured alcohol',
  // poisons
  'rat poison',
  'poison',
  'rodenticide',
  'pesticide',
  'insecticide',
  'herbicide',
  'weed killer',
  'bug spray',
  'arsenic',
  'cyanide',
  'strychnine',
  'mothball',
  'naphthalene',
];

/**
 * Foods and food additives whose names hold a word of the list above: they are taken out before
 * the check. (Whole-word matching already keeps "bleached flour", "glutinous rice" and the like.)
 */
const FOODS_SHARING_A_WORD = [
  'bakers ammonia',
  'baking ammonia',
  'ammonia cookie',
  'antifreeze protein',
  'soap nut',
  'edible glue',
  'edible paint',
];

function normalize(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

const escapeWords = (phrase: string) => phrase.split(' ').join(' +');

/** Whole words, a plural "s" allowed; "X-free" ("detergent-free") describes a food, so it stays. */
const NOT_FOOD_PATTERN = new RegExp(
  ` (?:${NOT_FOOD.map(escapeWords).join('|')})(?:e?s)? (?!free )`,
  'u',
);
const FOOD_PATTERN = new RegExp(` (?:${FOODS_SHARING_A_WORD.map(escapeWords).join('|')})s? `, 'gu');

/** True for an entry that names something dangerous that is not food. */
export function isDangerousNonFood(ingredient: string): boolean {
  // Replaced twice so that two foods side by side ("bakers ammonia bakers ammonia") both go.
  const text = normalize(ingredient).replace(FOOD_PATTERN, '  ').replace(FOOD_PATTERN, '  ');
  return NOT_FOOD_PATTERN.test(text);
}
