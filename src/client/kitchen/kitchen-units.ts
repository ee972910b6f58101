/**
 * The kitchen's units, in the page's six languages, each with its size in a base unit (millilitre,
 * gram, centimetre) and the measuring system it belongs to. A hand table: the kitchen needs a
 * dozen units and their names in six languages, which no unit library carries, and it weighs a
 * fraction of one (convert-units 2.3 ships every measure from pressure to data with lodash).
 */
export type UnitKind = 'volume' | 'mass' | 'length' | 'count';
/** metric and us units are converted; `both` ones (spoons) and counts are kept in either. */
export type UnitSystem = 'metric' | 'us' | 'both';

export interface KitchenUnit {
  id: string;
  kind: UnitKind;
  system: UnitSystem;
  /** Millilitres, grams or centimetres in one; 0 for counts. */
  size: number;
  /** How it is written, singular then plural, in English (the others are kept as written). */
  singular: string;
  plural: string;
  /** Every spelling read, lower case; the first two are the singular and plural. */
  names: readonly string[];
}

/** `names`: every spelling, "|" between them; the first two are the singular and plural. */
function unit(id: string, kind: UnitKind, system: UnitSystem, size: number, names: string) {
  const [singular = id, plural = singular] = names.split('|');
  return { id, kind, system, size, singular, plural, names: names.split('|') };
}

export const UNITS: readonly KitchenUnit[] = [
  unit(
    'ml',
    'volume',
    'metric',
    1,
    'ml|ml|millilitre|millilitres|milliliter|milliliters|mililitros|millilitri',
  ),
  unit('cl', 'volume', 'metric', 10, 'cl|cl'),
  unit('dl', 'volume', 'metric', 100, 'dl|dl'),
  unit('l', 'volume', 'metric', 1000, 'l|l|litre|litres|liter|liters|litro|litros|litri'),
  unit(
    'tsp',
    'volume',
    'both',
    5,
    'tsp|tsp|teaspoon|teaspoons|tl|teelöffel|c. à café|c. à c.|cuillère à café|cuillères à café|cucharadita|cucharaditas|cucchiaino|cucchiaini|colher de chá|colheres de chá|cdta|cdita',
  ),
  unit(
    'tbsp',
    'volume',
    'both',
    15,
    'tbsp|tbsp|tablespoon|tablespoons|tbs|el|esslöffel|c. à soupe|c. à s.|cuillère à soupe|cuillères à soupe|cucharada|cucharadas|cucchiaio|cucchiai|colher de sopa|colheres de sopa|cda',
  ),
  unit(
    'cup',
    'volume',
    'us',
    240,
    'cup|cups|c.|tasse|tassen|tasses|taza|tazas|tazza|tazze|xícara|xícaras|chávena|chávenas',
  ),
  unit('floz', 'volume', 'us', 29.574, 'fl oz|fl oz|fluid ounce|fluid ounces|fl. oz.'),
  unit('pint', 'volume', 'us', 473.176, 'pint|pints|pt'),
  unit('quart', 'volume', 'us', 946.353, 'quart|quarts|qt'),
  unit('gallon', 'volume', 'us', 3785.41, 'gallon|gallons|gal'),
  unit('mg', 'mass', 'metric', 0.001, 'mg|mg'),
  unit('g', 'mass', 'metric', 1, 'g|g|gram|grams|gramme|grammes|gramm|gramos|grammi|gramas|gr'),
  unit(
    'kg',
    'mass',
    'metric',
    1000,
    'kg|kg|kilogram|kilograms|kilo|kilos|kilogramm|kilogramme|kilogrammes|kilogramos|quilos',
  ),
  unit('oz', 'mass', 'us', 28.3495, 'oz|oz|ounce|ounces|onzas|once|onças'),
  unit('lb', 'mass', 'us', 453.592, 'lb|lb|pound|pounds|lbs|livre|livres|libra|libras'),
  unit(
    'cm',
    'length',
    'metric',
    1,
    'cm|cm|centimetre|centimetres|centimeter|centimeters|zentimeter',
  ),
  unit('mm', 'length', 'metric', 0.1, 'mm|mm'),
  unit('inch', 'length', 'us', 2.54, 'inch|inches|in.'),
  unit(
    'clove',
    'count',
    'both',
    0,
    'clove|cloves|zehe|zehen|gousse|gousses|diente|dientes|spicchio|spicchi|dente|dentes',
  ),
  unit('can', 'count', 'both', 0, 'can|cans|dose|dosen|boîte|boîtes|lata|latas|lattina|lattine'),
  unit(
    'pinch',
    'count',
    'both',
    0,
    'pinch|pinches|prise|prisen|pincée|pincées|pizca|pizcas|pizzico|pizzichi|pitada|pitadas',
  ),
  unit(
    'slice',
    'count',
    'both',
    0,
    'slice|slices|scheibe|scheiben|tranche|tranches|rebanada|rebanadas|fetta|fette|fatia|fatias',
  ),
  unit(
    'sprig',
    'count',
    'both',
    0,
    'sprig|sprigs|zweig|zweige|brin|brins|ramita|ramitas|rametto|rametti|raminho|raminhos',
  ),
  unit('bunch', 'count', 'both', 0, 'bunch|bunches|bund|bouquet|manojo|mazzo|maço'),
  unit('stick', 'count', 'both', 0, 'stick|sticks|stange|stangen'),
  unit(
    'piece',
    'count',
    'both',
    0,
    'piece|pieces|stück|morceau|morceaux|trozo|trozos|pezzo|pezzi|pedaço|pedaços',
  ),
  unit('handful', 'count', 'both', 0, 'handful|handfuls|handvoll|poignée|puñado|manciata|punhado'),
];

const BY_NAME = new Map<string, KitchenUnit>(
  UNITS.flatMap((entry) => entry.names.map((name) => [name, entry] as const)),
);

/** Every name, longest first, as a regular expression's alternatives. */
export const UNIT_SOURCE = [...BY_NAME.keys()]
  .sort((left, right) => right.length - left.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'))
  .join('|');

export function unitNamed(written: string): KitchenUnit | null {
  return BY_NAME.get(written.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

export function unitById(id: string): KitchenUnit {
  return UNITS.find((entry) => entry.id === id)!;
}

/** Unit names with a singular and a plural, in every language: the form follows the amount. */
const FORMS = [
  'cup|cups;teaspoon|teaspoons;tablespoon|tablespoons;pound|pounds;ounce|ounces;gram|grams',
  'clove|cloves;can|cans;pinch|pinches;slice|slices;sprig|sprigs;stick|sticks;piece|pieces',
  'bunch|bunches;handful|handfuls;pint|pints;quart|quarts;litre|litres;liter|liters',
  'inch|inches;tasse|tassen;zehe|zehen;dose|dosen;scheibe|scheiben;zweig|zweige',
  'stange|stangen;prise|prisen;cuillère à soupe|cuillères à soupe',
  'cuillère à café|cuillères à café;gousse|gousses;boîte|boîtes;pincée|pincées',
  'tranche|tranches;brin|brins;morceau|morceaux;cucharada|cucharadas;cucharadita|cucharaditas',
  'taza|tazas;diente|dientes;lata|latas;pizca|pizcas;rebanada|rebanadas;ramita|ramitas',
  'trozo|trozos;cucchiaio|cucchiai;cucchiaino|cucchiaini;tazza|tazze;spicchio|spicchi',
  'lattina|lattine;pizzico|pizzichi;fetta|fette;rametto|rametti;pezzo|pezzi',
  'colher de sopa|colheres de sopa;colher de chá|colheres de chá;xícara|xícaras',
  'chávena|chávenas;dente|dentes;fatia|fatias;raminho|raminhos;pedaço|pedaços;pitada|pitadas',
]
  .join(';')
  .split(';')
  .map((pair) => pair.split('|') as [string, string]);

/** A unit as written, in the form its new amount takes ("cup" for 1, "cups" for 2). */
export function unitForm(written: string, amount: number): string {
  const lower = written.toLowerCase();
  const pair = FORMS.find(([one, many]) => lower === one || lower === many);
  if (!pair) return written;
  const form = pair[amount > 1 ? 1 : 0];
  const first = written.charAt(0);
  return first !== first.toLowerCase() ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}
