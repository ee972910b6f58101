/**
 * schema.org Recipe JSON-LD from a structured recipe, in the form recipe apps import cleanly.
 * Each choice below follows what Mealie, Tandoor, KitchenOwl and Nextcloud Cookbook actually
 * read; docs/recipe-apps.md gives the reasons and test/support/recipe-importers.ts the rules.
 * Write it with `JSON.stringify`, nothing before the `{`: Mealie takes pasted text for JSON only
 * when it starts with one.
 */
import { DEFAULT_LANGUAGE } from '../../recipe/languages.js';
import type { Diet } from '../../recipe/recipe-request.js';
import type { StructuredRecipe } from '../../recipe/structured-recipe.js';
import { READER_WORDS, type ReaderWords } from '../../recipe/structured-recipe/words/index.js';

export interface RecipeJsonLdContext {
  /** The diet options the recipe was asked with: keywords. */
  diet?: readonly Diet[];
  /** The servings the recipe was asked for: its yield when the recipe states none. */
  servingsAsked?: number;
}

export type RecipeJsonLd = Record<string, unknown> & {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
};

export interface HowToStep {
  '@type': 'HowToStep';
  text: string;
}

/** Leads the description of a recipe cut off at the token limit (other languages: words/). */
export const CUT_OFF_NOTICE =
  'This recipe was cut off before the end: steps or ingredients may be missing.';

export function toRecipeJsonLd(
  recipe: StructuredRecipe,
  context: RecipeJsonLdContext = {},
): RecipeJsonLd {
  const jsonLd: RecipeJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: oneLine(recipe.name) || 'Recipe',
    // The language's tag (BCP 47), as schema.org asks: English unless the recipe says otherwise.
    inLanguage: recipe.language ?? DEFAULT_LANGUAGE,
  };
  const words = recipe.language && recipe.language !== 'en' ? READER_WORDS[recipe.language] : null;
  // First, so that Tandoor, which keeps only the first 512 characters, never loses it.
  const cutOff = words?.cutOffNotice ?? CUT_OFF_NOTICE;
  const description = [recipe.incomplete ? cutOff : '', oneLine(recipe.description ?? '')]
    .filter(Boolean)
    .join(' ');
  if (description) jsonLd.description = description;
  const yields = recipeYield(recipe, context.servingsAsked);
  if (yields) jsonLd.recipeYield = yields;
  const times = [
    ['prepTime', recipe.prepMinutes],
    ['cookTime', recipe.cookMinutes],
    ['totalTime', recipe.totalMinutes],
  ] as const;
  for (const [key, minutes] of times) {
    const duration = minutesDuration(minutes);
    if (duration) jsonLd[key] = duration;
  }
  const ingredients = recipe.ingredients.flatMap((group) => group.items.map(oneLine));
  if (ingredients.some(Boolean)) jsonLd.recipeIngredient = ingredients.filter(Boolean);
  const steps = [...stepTexts(recipe), ...recipe.notes.map((note) => noteText(note, words))]
    .filter(Boolean)
    .map((text): HowToStep => ({ '@type': 'HowToStep', text }));
  if (steps.length > 0) jsonLd.recipeInstructions = steps;
  if (context.diet && context.diet.length > 0) jsonLd.keywords = context.diet.join(', ');
  return jsonLd;
}

/**
 * Servings as a bare whole number ("4"): KitchenOwl reads the yield with `int()`, which refuses
 * "4 servings", and recipe-scrapers turns "4" into "4 servings", the only form Mealie counts as
 * servings. Any other yield as [text, unit] ("2 pizzas", "pizzas"): as one string recipe-scrapers
 * would rewrite "2 pizzas" as "2 servings"; a list makes Mealie keep its first entry as written and
 * Tandoor take its label from the second.
 */
function recipeYield(
  recipe: StructuredRecipe,
  servingsAsked: number | undefined,
): string | [string, string] | null {
  if (isCount(recipe.servings)) return String(recipe.servings);
  // Mealie would count a yield that says "makes" or "yields" as servings.
  const stated = oneLine(recipe.yieldText ?? '').replace(/^(?:makes|yields?)\b\s*:?\s*/i, '');
  if (stated) return [stated, oneLine(stated.replace(/\d+/g, '')) || stated];
  return isCount(servingsAsked) ? String(servingsAsked) : null;
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * Minutes under a zero hour (`PT0H90M`): KitchenOwl joins a duration's digits ("090" is 90, but
 * `PT1H30M` would be 130), and Nextcloud Cookbook drops a duration without hours (`PT90M`).
 */
function minutesDuration(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const whole = Math.round(minutes);
  return whole > 0 ? `PT0H${whole}M` : null;
}

/**
 * Flat `HowToStep`s, a group's name leading its first step: KitchenOwl drops every
 * `HowToSection` (it reads only a `text`), and Mealie turns section names into steps of their own.
 */
function stepTexts(recipe: StructuredRecipe): string[] {
  return recipe.instructions.flatMap((group) => {
    const items = group.items.map((item) => unnumbered(oneLine(item))).filter(Boolean);
    const name = unnumbered(oneLine(group.name ?? '')).replace(/\s*:$/, '');
    if (name && items.length > 0) items[0] = `${name}: ${items[0]}`;
    return items;
  });
}

/** Without a leading "1. " or "2) ": KitchenOwl strips it, so no app would keep it. */
function unnumbered(text: string): string {
  return text.replace(/^(?:\d+\s*[.)]\s+)+/, '');
}

/** Notes become the last steps, the one place every app keeps in full, led as in their language. */
function noteText(note: string, words: ReaderWords | null): string {
  const text = oneLine(note);
  if (!text) return '';
  const labelled = words
    ? new RegExp(`^(?:${words.noteLine.join('|')})\\s*:`, 'iu')
    : /^(?:notes?|tips?)\s*:/i;
  return labelled.test(text) ? text : `${words?.noteLabel ?? 'Note'}: ${text}`;
}

/**
 * One line, spaces collapsed: Mealie splits instructions at line breaks and recipe-scrapers
 * collapses all white space, so a line break inside a step would become a step of its own.
 * No "<": the page shows "<optional>" as text, but every importer but KitchenOwl strips from a
 * "<" to the next ">" as a tag (Tandoor across steps), so it becomes "＜optional＞".
 * No "![": an image the reader did not take apart (`![x]( //host/a.png )`, `![x][ref]`) stays a
 * link at most in an app that renders steps as markdown, never an image fetched from elsewhere.
 */
function oneLine(text: string): string {
  return text
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/!\[/g, '[')
    .replace(/<([^<>]*)>/g, '\uff1c$1\uff1e')
    .replace(/</g, '\uff1c')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Device names Windows reserves, with or without an extension, in any case. COM and LPT take a
 * superscript ¹, ² or ³ too, which NFKC turns into the digit before this is matched.
 */
const RESERVED_NAMES = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** `base` names a device on Windows: compared NFKC-normalized, before its first dot. */
function isReservedOnWindows(base: string): boolean {
  const stem = base
    .normalize('NFKC')
    .toLowerCase()
    .split('.')[0]!
    .replace(/[\s.]+$/u, '');
  return RESERVED_NAMES.test(stem);
}

/** `<recipe-name>.json`, safe on every file system. */
export function recipeFileName(recipe: StructuredRecipe): string {
  const slug = recipe.name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // By code point, so that no surrogate pair is cut in half.
  const base = Array.from(slug).slice(0, 60).join('').replace(/-+$/, '');
  if (!base) return 'recipe.json';
  // A prefix, not a suffix: "com⒈" with a suffix still reads "com1." under NFKC.
  return isReservedOnWindows(base) ? `recipe-${base}.json` : `${base}.json`;
}
