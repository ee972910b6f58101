/**
 * What each recipe app stores when it imports our JSON-LD: the parsing rules of the real
 * importers, re-implemented in TypeScript for the fields we write, each naming the file and
 * function it follows. Read from the projects' sources; none of their code is copied.
 *
 * - recipe-scrapers (hhursev/recipe-scrapers): `recipe_scrapers/_schemaorg.py` (SchemaOrg) and
 *   `recipe_scrapers/_utils.py`. Mealie and Tandoor both read pasted JSON through it: they wrap the
 *   JSON in `<script type="application/ld+json">` and call `scrape_html(..., supported_only=False)`.
 * - Mealie (mealie-recipes/mealie): `mealie/services/scraper/scraper_strategies.py`
 *   (RecipeScraperPackage.clean_scraper) and `mealie/services/scraper/cleaner.py`.
 * - Tandoor (TandoorRecipes/recipes): `cookbook/helper/recipe_url_import.py` (get_from_scraper).
 * - KitchenOwl (TomBursch/kitchenowl): `backend/app/service/importRecipes/json.py`
 *   (_normalize_recipe) and `backend/app/service/importRecipes/utils.py`.
 * - Nextcloud Cookbook (nextcloud/cookbook): `lib/Helper/Filter/JSON/FixRecipeYieldFilter.php`,
 *   `lib/Helper/Filter/JSON/FixDurationsFilter.php` and `lib/Helper/ISO8601DurationHelper.php`.
 */

/** What an app keeps, in our terms; null where the app has no such field or found nothing. */
export interface ImportedRecipe {
  name: string;
  description: string;
  servings: number | null;
  /** The yield the app keeps beside the servings ("cookies" of "12 cookies"), or "". */
  yieldText: string;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  ingredients: string[];
  steps: string[];
  tags: string[];
}

type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Python helpers

/** Python's `html.unescape`, for the entities a recipe can hold (a subset of HTML5's table). */
const LEGACY_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: '\u00a0',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  times: '×',
  copy: '©',
  reg: '®',
};

export function pythonHtmlUnescape(text: string): string {
  return text.replace(
    /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([a-zA-Z][a-zA-Z0-9]{0,31});?)/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (dec !== undefined) return String.fromCodePoint(Number(dec));
      if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
      const semicolon = whole.endsWith(';');
      if (semicolon && name === 'apos') return "'";
      // Legacy entities need no `;`: the longest one that starts the name is replaced.
      for (let end = name!.length; end > 1; end--) {
        const entity = LEGACY_ENTITIES[name!.slice(0, end)];
        if (entity !== undefined)
          return entity + name!.slice(end) + (semicolon && end < name!.length ? ';' : '');
      }
      return whole;
    },
  );
}

/** Python's `int()` of a value: a whole number, or a string of one with spaces around. */
function pythonInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string' && /^\s*[+-]?\d+(?:_\d+)*\s*$/.test(value)) {
    return Number(value.replace(/_/g, ''));
  }
  return null;
}

function pythonStr(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// recipe-scrapers

/** `_utils.py` normalize_string: entities decoded, tags removed, all white space collapsed. */
export function normalizeString(text: string): string {
  return pythonHtmlUnescape(text)
    .replace(/<[^>]*>/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/\u200b/g, '')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * `_utils.py` get_minutes for a string: an ISO 8601 duration through isodate, rounded up to whole
 * minutes, none for zero. (Its fallback regex for "1 hour 30 minutes" is not modelled: we write
 * ISO durations only.)
 */
export function getMinutes(value: unknown): number | null {
  const asInt = pythonInt(value);
  if (asInt !== null) return asInt;
  if (typeof value !== 'string') return null;
  let text = value;
  if (text.includes('-')) text = text.slice(text.indexOf('-') + 1);
  if (text.includes(' to ')) text = text.slice(text.indexOf(' to ') + 4);
  const iso =
    /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(
      text,
    );
  if (!iso) return null;
  const [weeks, days, hours, minutes, seconds] = iso.slice(1).map((part) => Number(part ?? 0));
  const total = Math.ceil(
    ((((weeks! * 7 + days!) * 24 + hours!) * 60 + minutes!) * 60 + seconds!) / 60,
  );
  return total === 0 ? null : total;
}

const YIELD_TYPES: readonly (readonly [string, string])[] = [
  ['dozen', 'dozen'],
  ['batch', 'batches'],
  ['cake', 'cakes'],
  ['sandwich', 'sandwiches'],
  ['bun', 'buns'],
  ['cookie', 'cookies'],
  ['muffin', 'muffins'],
  ['cupcake', 'cupcakes'],
  ['loaf', 'loaves'],
  ['pie', 'pies'],
  ['cup', 'cups'],
  ['pint', 'pints'],
  ['gallon', 'gallons'],
  ['ounce', 'ounces'],
  ['pound', 'pounds'],
  ['gram', 'grams'],
  ['liter', 'liters'],
  ['piece', 'pieces'],
  ['layer', 'layers'],
  ['scoop', 'scoops'],
  ['bar', 'bars'],
  ['patty', 'patties'],
  ['hamburger bun', 'hamburger buns'],
  ['pancake', 'pancakes'],
  ['item', 'items'],
];

/**
 * `_utils.py` get_yields: "N servings" unless the text names a kind of item. Only strings: for
 * anything else it calls `.get_text()` and raises, so the caller falls back to the raw value.
 */
export function getYields(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('get_yields reads text only');
  let text = value;
  const range = /\d+(\s+to\s+|-)\d+/i.exec(text);
  if (range) {
    text = text.split(range[1]!)[1] ?? '';
  }
  const count = Number(/^\D*(\d+)?/.exec(text)?.[1] ?? 0);
  const lower = text.toLowerCase();
  let best: string | null = null;
  let bestLength = 0;
  for (const [singular, plural] of YIELD_TYPES) {
    if (lower.includes(singular) || lower.includes(plural)) {
      const length = lower.includes(singular) ? singular.length : plural.length;
      if (length > bestLength) {
        bestLength = length;
        best = `${count} ${count === 1 ? singular : plural}`;
      }
    }
  }
  if (best) return best;
  const items =
    /\bsandwiches\b|\btacquitos\b|\bmakes\b|\bcups\b|\bappetizer\b|\bporzioni\b|\bcookies\b|\b(large|small)?buns\b/i;
  if (items.test(text)) return `${count} item${count === 1 ? '' : 's'}`;
  return `${count} serving${count === 1 ? '' : 's'}`;
}

/** `_schemaorg.py` SchemaOrg._extract_howto_instructions_text. */
function howToLines(item: unknown): string[] {
  if (typeof item === 'string') return [item];
  if (!isObject(item)) return [];
  if (item['@type'] === 'HowToStep') {
    const lines: string[] = [];
    const name = item.name;
    const text = typeof item.text === 'string' ? item.text : '';
    // A step's name becomes a line of its own unless the text starts with it.
    if (typeof name === 'string' && name && !text.startsWith(name.replace(/\.+$/, ''))) {
      lines.push(name);
    }
    lines.push(text);
    return lines;
  }
  if (item['@type'] === 'HowToSection') {
    const name = item.name ?? item.Name;
    const elements = item.itemListElement ?? [];
    return [
      ...(typeof name === 'string' ? [name] : []),
      ...(Array.isArray(elements) ? elements : [elements]).flatMap(howToLines),
    ];
  }
  return [];
}

/** What recipe-scrapers' SchemaOrg returns for the fields we write. */
export interface RecipeScrapersRead {
  title: string;
  description: string | null;
  /** `yields()`; an Error where it raises. */
  yields: string | Error | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  ingredients: string[];
  /** `instructions()`: one string, a line per step (and per section or step name). */
  instructions: string;
  keywords: string[];
  category: string | null;
}

export function recipeScrapersReads(jsonLd: Json): RecipeScrapersRead {
  // `_schemaorg.py` SchemaOrg.__init__: only an item whose @context names schema.org is read.
  const context = jsonLd['@context'];
  if (typeof context !== 'string' || !context.includes('schema.org')) {
    throw new Error('recipe-scrapers finds no schema.org recipe');
  }
  const duration = (key: string): number | null =>
    typeof jsonLd[key] === 'string' ? getMinutes(jsonLd[key]) : null;
  const prepTime = duration('prepTime');
  const cookTime = duration('cookTime');
  let yields: string | Error | null = null;
  if (jsonLd.recipeYield) {
    try {
      yields = getYields(jsonLd.recipeYield);
    } catch (error) {
      yields = error as Error;
    }
  }
  const rawIngredients = jsonLd.recipeIngredient;
  const ingredients = (
    Array.isArray(rawIngredients) ? rawIngredients : rawIngredients ? [rawIngredients] : []
  )
    .filter((item) => item !== null && item !== undefined)
    .map((item) => normalizeString(pythonStr(item)))
    .filter(Boolean);
  const rawSteps = jsonLd.recipeInstructions;
  const instructions = Array.isArray(rawSteps)
    ? rawSteps
        .flatMap(howToLines)
        .map((line) => normalizeString(line))
        .join('\n')
    : typeof rawSteps === 'string'
      ? rawSteps
      : '';
  const keywords = jsonLd.keywords;
  const category = jsonLd.recipeCategory;
  return {
    title: normalizeString(pythonStr(jsonLd.name ?? '')),
    description:
      typeof jsonLd.description === 'string' ? normalizeString(jsonLd.description) : null,
    yields,
    prepTime,
    cookTime,
    // SchemaOrg.total_time: totalTime, else prepTime + cookTime.
    totalTime:
      duration('totalTime') || (prepTime || cookTime ? (prepTime ?? 0) + (cookTime ?? 0) : null),
    ingredients,
    instructions,
    keywords:
      typeof keywords === 'string'
        ? csvToTags(normalizeString(keywords))
        : Array.isArray(keywords)
          ? csvToTags(keywords.map((k) => normalizeString(pythonStr(k))).join(', '))
          : [],
    category: Array.isArray(category)
      ? category.map((c) => normalizeString(pythonStr(c))).join(',')
      : typeof category === 'string'
        ? normalizeString(category)
        : null,
  };
}

/** `_utils.py` csv_to_tags: split at commas, trimmed, first of each case-insensitive duplicate. */
function csvToTags(csv: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of csv.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

// ---------------------------------------------------------------------------------------------
// Mealie

/** `cleaner.py` clean_string: entities decoded, tags removed, runs of spaces collapsed. */
function mealieCleanString(value: unknown): string {
  let text: unknown = value;
  if (Array.isArray(text)) text = text[0];
  if (typeof text === 'number') text = String(text);
  if (typeof text !== 'string' || !text) return '';
  return pythonHtmlUnescape(text)
    .replace(/<[^<]+?>/g, '')
    .replace(/ +/g, ' ')
    .replace(/\n\s*\n/g, '\n\n')
    .replace(/\u00a0/g, ' ')
    .replace(/\t/g, ' ')
    .trim();
}

/** `parser_services/parser_utils.py` extract_quantity_from_string, for whole and decimal numbers. */
function extractQuantity(text: string): [number, string] {
  const source = text.trim();
  const match = /\d+(?:\.\d+)?/.exec(source);
  if (!match) return [0, source];
  const rest = (source.slice(0, match.index) + source.slice(match.index + match[0].length)).trim();
  return [Number(match[0]), rest];
}

/** `cleaner.py` _get_servings_options in English: a yield counts as servings only with one. */
const MEALIE_SERVING_WORDS = ['makes', 'serves', 'serving', 'servings', 'yield', 'yields'];

/** `cleaner.py` clean_yield: (servings, yield quantity, yield text). */
export function mealieCleanYield(yields: unknown): [number, number, string] {
  let servings = 0;
  let quantity = 0;
  let text = '';
  if (!yields) return [servings, quantity, text];
  for (const entry of Array.isArray(yields) ? yields : [yields]) {
    if (!entry) continue;
    const value = pythonStr(entry);
    const [qty, rest] = extractQuantity(value);
    const lower = value.trim().toLowerCase();
    if (qty && MEALIE_SERVING_WORDS.some((word) => lower.includes(word))) {
      servings = qty;
    } else {
      quantity = qty;
      text = rest;
    }
  }
  return [servings, quantity, text];
}

/**
 * `cleaner.py` clean_time and parse_duration on the schema's ISO string, in minutes (Mealie
 * stores the words, "1 hour 30 minutes"). Mealie versions whose clean_scraper hands clean_time
 * recipe-scrapers' whole minutes drop every time whatever the JSON says (clean_time has no case
 * for an int; github.com/mealie-recipes/mealie/issues/5232): nothing an exporter can change.
 */
function mealieMinutes(value: unknown): number | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const iso =
    /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(value);
  if (!iso) return null;
  const days = Number(iso[3] ?? 0);
  const hours = Number(iso[4] ?? 0);
  const minutes = Number(iso[5] ?? 0);
  const total = (days * 24 + hours) * 60 + minutes;
  return total > 0 ? total : null;
}

/** `cleaner.py` _sanitize_instruction_text: clean_string until it no longer changes. */
function mealieSanitizeStep(line: string): string {
  let clean = mealieCleanString(line.trim());
  for (let again = mealieCleanString(clean); again !== clean; again = mealieCleanString(clean)) {
    clean = again;
  }
  return clean;
}

/**
 * Mealie's "Import from HTML or JSON" (`recipe_crud_routes.py` create_recipe_from_html_or_json):
 * recipe-scrapers, then `scraper_strategies.py` clean_scraper, then `cleaner.py` clean. Steps
 * follow the released path: recipe-scrapers' `instructions()` split into lines by
 * clean_instructions, so a `HowToSection` name arrives as a step (fixed by mealie PR #8331).
 */
export function mealieReads(jsonLd: Json): ImportedRecipe {
  const scraped = recipeScrapersReads(jsonLd);
  // RecipeScraperPackage.scrape_url: no ingredients and no instructions is no recipe.
  if (!scraped.instructions && scraped.ingredients.length === 0) {
    throw new Error('Mealie: recipe_scrapers was unable to scrape this URL');
  }
  // try_get_default: when the scraper raises, the raw schema value.
  const rawYield =
    scraped.yields instanceof Error || scraped.yields === null
      ? jsonLd.recipeYield
      : scraped.yields;
  const [servings, quantity, yieldText] = mealieCleanYield(mealieCleanString(rawYield ?? ''));
  const steps = scraped.instructions
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim())
    .map(mealieSanitizeStep);
  return {
    name: mealieCleanString(scraped.title),
    description: mealieCleanString(scraped.description ?? ''),
    servings: servings || null,
    yieldText: quantity ? `${quantity} ${yieldText}`.trim() : yieldText,
    prepMinutes: mealieMinutes(jsonLd.prepTime),
    cookMinutes: mealieMinutes(jsonLd.performTime) ?? mealieMinutes(jsonLd.cookTime),
    totalMinutes: mealieMinutes(jsonLd.totalTime),
    // clean_ingredients: clean_string of each.
    ingredients: scraped.ingredients.map(mealieCleanString),
    steps,
    // clean_tags: each keyword trimmed and title-cased.
    tags: scraped.keywords.map((tag) => titleCase(tag.trim())).filter(Boolean),
  };
}

/** Python's `str.title()` for the tags we write. */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[^\p{L}])(\p{L})/gu, (_, before: string, letter: string) => {
      return before + letter.toUpperCase();
    });
}

// ---------------------------------------------------------------------------------------------
// Tandoor

/** `recipe_url_import.py` normalize_string: tags removed, runs of spaces collapsed, lines kept. */
function tandoorNormalize(text: string): string {
  return pythonHtmlUnescape(text)
    .replace(/<[^<]+?>/g, '')
    .replace(/ +/g, ' ')
    .replace(/\n\s*\n/g, '\n\n')
    .replace(/\u00a0/g, ' ')
    .replace(/\t/g, ' ')
    .trim();
}

/** `recipe_url_import.py` parse_servings: the first number, 1 when there is none. */
function tandoorServings(value: unknown): number {
  if (typeof value === 'string') {
    const match = /\d+/.exec(value);
    return match ? Number(match[0]) : 1;
  }
  if (Array.isArray(value)) {
    const match = /\b\d+\b/.exec(pythonStr(value[0]));
    return match ? Number(match[0]) : 1;
  }
  return typeof value === 'number' ? value : 1;
}

/** `recipe_url_import.py` parse_servings_text: the yield without its digits, at most 32. */
function tandoorServingsText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\d+/g, '').trim().slice(0, 32);
  if (Array.isArray(value) && value.length > 1) return tandoorServingsText(value[1]);
  return pythonStr(value).slice(0, 32);
}

export interface TandoorRecipe extends ImportedRecipe {
  /** What Tandoor stores: every instruction in one step, a Markdown line break between them. */
  storedSteps: string[];
}

/**
 * Tandoor's "Import → from source" (`cookbook/views/api.py` RecipeUrlImportView wraps the JSON
 * for recipe-scrapers) and `recipe_url_import.py` get_from_scraper. `steps` are the steps after
 * the import page's "Split" button (`splitAllSteps('\n')`), which splits the one stored step at
 * its line breaks.
 */
export function tandoorReads(jsonLd: Json): TandoorRecipe {
  const scraped = recipeScrapersReads(jsonLd);
  const rawYield = jsonLd.recipeYield || 1;
  // Instructions: recipe-scrapers' one string, cleaned as one step (clean_instruction_string).
  const instruction = tandoorNormalize(scraped.instructions)
    .replace(/\n/g, '  \n')
    .replace(/ {2}\n {2}\n/g, '\n\n');
  const description = codePoints(tandoorNormalize(scraped.description ?? ''), 512);
  // Longer than 256, the description also leads the first step, in italics.
  const first = description.length > 256 ? `*${description}*  \n\n${instruction}` : instruction;
  let working = getMinutes(jsonLd.prepTime) ?? 0;
  const waiting = getMinutes(jsonLd.cookTime) ?? 0;
  if (working + waiting === 0) working = scraped.totalTime ?? 0;
  const keywords = [
    ...(typeof jsonLd.keywords === 'string' ? jsonLd.keywords.split(',') : []),
    ...(scraped.category ? scraped.category.split(',') : []),
  ].map((keyword) => tandoorNormalize(keyword.trim().toLowerCase()));
  return {
    name: tandoorNormalize(codePoints(scraped.title, 128)),
    description,
    servings: Math.max(tandoorServings(rawYield), 1),
    yieldText: tandoorServingsText(rawYield),
    prepMinutes: working || null,
    cookMinutes: waiting || null,
    // Tandoor keeps working and waiting time only.
    totalMinutes: null,
    ingredients: scraped.ingredients.filter((item) => item.trim() !== ''),
    storedSteps: [first],
    steps: first
      .split('\n')
      .filter((part) => part.trim() !== '')
      .map((part) => part.trim()),
    tags: [...new Set(keywords.filter(Boolean))],
  };
}

// ---------------------------------------------------------------------------------------------
// KitchenOwl

/** `importRecipes/utils.py` _parse_minutes: every digit of the text joined into one number. */
function kitchenOwlMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Math.trunc(value);
  const digits = pythonStr(value).replace(/[^\d ]/g, '');
  const first = digits.split(' ').find(Boolean);
  return first === undefined ? null : Number(first);
}

function kitchenOwlText(value: unknown): string {
  return value === null || value === undefined ? '' : pythonStr(value).trim();
}

/**
 * KitchenOwl's recipe import of a JSON file (`importRecipes/json.py` _normalize_recipe): the
 * steps are numbered into the description ("1. …"), each read from an entry's `text`,
 * `instruction` or `value`, so a `HowToSection` (no `text`) is dropped with all its steps.
 */
export function kitchenOwlReads(jsonLd: Json): ImportedRecipe & { storedDescription: string } {
  const description = kitchenOwlText(jsonLd.description ?? '');
  const instructions = jsonLd.recipeInstructions;
  const steps: string[] = [];
  if (Array.isArray(instructions)) {
    for (const entry of instructions) {
      const raw = isObject(entry) ? entry.text || entry.instruction || entry.value : entry;
      // _normalize_instruction_step: a leading "1. " or "2) " is removed.
      const text = kitchenOwlText(raw).replace(/^(?:\d+\s*[.)]\s+)+/, '');
      if (text) steps.push(text);
    }
  }
  const numbered = steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
  const time = (...keys: string[]): number | null => {
    for (const key of keys) {
      const value = jsonLd[key];
      if (value) {
        const minutes = pythonInt(value) || kitchenOwlMinutes(value);
        if (minutes !== null) return minutes;
      }
    }
    return null;
  };
  const rawTags = jsonLd.tags || jsonLd.categories || jsonLd.recipeCategory || [];
  const tags = (typeof rawTags === 'string' ? rawTags.split(',') : (rawTags as unknown[]))
    .map(kitchenOwlText)
    .filter(Boolean);
  const items = jsonLd.items || jsonLd.ingredients || jsonLd.recipeIngredient;
  return {
    name: kitchenOwlText(jsonLd.name || jsonLd.title || jsonLd.headline),
    description,
    storedDescription:
      steps.length > 0 ? (description ? `${description}\n\n` : '') + numbered : description,
    // _normalize_int: Python's int() of the value, so "4 servings" gives none.
    servings: pythonInt(
      jsonLd.yields || jsonLd.servings || jsonLd.persons_served || jsonLd.recipeYield,
    ),
    yieldText: '',
    prepMinutes: time('prep_time', 'prepTime'),
    cookMinutes: time('cook_time', 'cookTime'),
    totalMinutes: time('time', 'total_time', 'totalTime'),
    ingredients: Array.isArray(items) ? items.map(kitchenOwlText).filter(Boolean) : [],
    steps,
    tags,
  };
}

// ---------------------------------------------------------------------------------------------
// Nextcloud Cookbook

/**
 * `FixRecipeYieldFilter.php` apply: an int stays; a one-entry array is unpacked; otherwise the
 * highest whole number in the text (PHP 8 sorts numeric strings as numbers), else 1.
 */
export function nextcloudCookbookYield(value: unknown): number | null {
  let yields = value;
  if (yields === undefined) return null;
  if (Array.isArray(yields) && yields.length === 1) yields = yields[0];
  if (typeof yields === 'number') return Math.trunc(yields);
  const text = Array.isArray(yields) ? yields.map(pythonStr).join(' ') : pythonStr(yields);
  const numbers = text.match(/\d+/g);
  if (!numbers) return 1;
  return Math.max(...numbers.map(Number));
}

/** Python's `text[:count]`: code points, not UTF-16 units. */
function codePoints(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

/**
 * `FixDurationsFilter.php` through `ISO8601DurationHelper.php` parseDuration, in minutes: only
 * `PT#H`, `PT#H#M` or `PT#H#M#S` (hours required) or `H:MM`; anything else becomes null.
 */
export function nextcloudCookbookMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const iso = /^PT(\d+)H(?:(\d+)M(?:(\d+)S)?)?$/.exec(value.trim());
  if (iso) {
    const [hours, minutes, seconds] = iso.slice(1).map((part) => Number(part ?? 0));
    return hours! * 60 + minutes! + Math.floor(seconds! / 60);
  }
  const clock = /^(\d+):(\d{1,2})$/.exec(value.trim());
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : null;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
