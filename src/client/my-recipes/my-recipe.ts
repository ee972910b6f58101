/**
 * A recipe kept in the visitor's browser ("My recipes"): its versions with what each was written
 * for, and the pure rules around them (shape, bounds, merging, search). No I/O here: the store
 * (my-recipes-store.ts) and the file format (my-recipes-file.ts) build on it.
 */
import type { FinishReason } from '../../recipe/recipe-events';
import type { RecipeOptions } from '../../recipe/recipe-request';
import { MAX_RECIPE_LENGTH } from '../../recipe/recipe-length';

/** The shape written now; an entry of any other shape is skipped when read. */
export const MY_RECIPE_SHAPE = 1;
/** Recipes kept; a new one beyond this drops the one changed longest ago. */
export const MAX_MY_RECIPES = 200;
/** Versions kept per recipe, as in the page's memory; the newest stay. */
export const MAX_MY_RECIPE_VERSIONS = 10;
/**
 * Characters of text kept in all (markdown and ingredients), about 3 MB as UTF-16. A typical
 * recipe is about 2,000 characters, so 200 recipes of a few versions each fit with room to spare;
 * past it the oldest go first, as past the count.
 */
export const MAX_MY_RECIPE_CHARACTERS = 1_500_000;

export interface MyRecipeVersion {
  markdown: string;
  /** `stopped`: the visitor stopped it; the text written so far was kept. */
  status: 'done' | 'stopped';
  finishReason: FinishReason;
  ingredients: string[];
  options: RecipeOptions;
  /** When this version was written (ISO 8601). */
  writtenAt: string;
}

export interface MyRecipe {
  shape: typeof MY_RECIPE_SHAPE;
  id: string;
  /** When its first and its last version were written (ISO 8601). */
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  versions: MyRecipeVersion[];
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const MAX_INGREDIENT_ENTRIES = 30;
const MAX_STORED_INGREDIENT_LENGTH = 200;

function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown, maxEntries: number, maxLength: number): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= maxEntries &&
    value.every((entry) => typeof entry === 'string' && entry.length <= maxLength)
  );
}

/** A version's shape (types and sizes); what the server would accept is checked on import. */
export function readMyRecipeVersion(value: unknown): MyRecipeVersion | null {
  if (!isPlainObject(value)) return null;
  const { markdown, status, finishReason, ingredients, options, writtenAt } = value;
  if (typeof markdown !== 'string' || markdown === '' || markdown.length > MAX_RECIPE_LENGTH) {
    return null;
  }
  if (status !== 'done' && status !== 'stopped') return null;
  if (finishReason !== null && finishReason !== 'stop' && finishReason !== 'length') return null;
  if (!isStringList(ingredients, MAX_INGREDIENT_ENTRIES, MAX_STORED_INGREDIENT_LENGTH)) return null;
  if (!isPlainObject(options) || !isIsoDate(writtenAt)) return null;
  return {
    markdown,
    status,
    finishReason,
    ingredients: [...ingredients],
    options: options as RecipeOptions,
    writtenAt,
  };
}

/** A kept recipe of the current shape, or null: older or unknown shapes are skipped. */
export function readMyRecipe(value: unknown): MyRecipe | null {
  if (!isPlainObject(value) || value.shape !== MY_RECIPE_SHAPE) return null;
  const { id, createdAt, updatedAt, versions } = value;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  if (!isIsoDate(createdAt) || !isIsoDate(updatedAt)) return null;
  if (!Array.isArray(versions) || versions.length === 0) return null;
  if (versions.length > MAX_MY_RECIPE_VERSIONS) return null;
  const read = versions.map(readMyRecipeVersion);
  if (read.some((version) => version === null)) return null;
  return { shape: MY_RECIPE_SHAPE, id, createdAt, updatedAt, versions: read as MyRecipeVersion[] };
}

/** Two versions are the same when written at the same moment with the same text. */
function versionKey(version: MyRecipeVersion): string {
  return `${version.writtenAt}\n${version.markdown}`;
}

/**
 * One recipe from two records of it (the stored one and a newer one from this tab, another tab or
 * an imported file): every version once, oldest first, the newest MAX_MY_RECIPE_VERSIONS kept.
 */
export function mergeMyRecipes(stored: MyRecipe | null, incoming: MyRecipe): MyRecipe {
  if (!stored) return withDates(incoming.id, incoming.versions);
  const byKey = new Map<string, MyRecipeVersion>();
  for (const version of [...stored.versions, ...incoming.versions]) {
    byKey.set(versionKey(version), version);
  }
  return withDates(incoming.id, [...byKey.values()]);
}

/** A kept recipe of these versions, sorted and bounded, dated by its first and last. */
export function withDates(id: string, versions: readonly MyRecipeVersion[]): MyRecipe {
  const sorted = [...versions]
    .sort((a, b) => a.writtenAt.localeCompare(b.writtenAt))
    .slice(-MAX_MY_RECIPE_VERSIONS);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) throw new Error('a kept recipe needs at least one version');
  return {
    shape: MY_RECIPE_SHAPE,
    id,
    createdAt: first.writtenAt,
    updatedAt: last.writtenAt,
    versions: sorted,
  };
}

/** Characters a kept recipe counts against MAX_MY_RECIPE_CHARACTERS. */
export function myRecipeSize(recipe: MyRecipe): number {
  return recipe.versions.reduce(
    (sum, version) =>
      sum + version.markdown.length + version.ingredients.reduce((n, text) => n + text.length, 0),
    0,
  );
}

export interface MyRecipeSummary {
  id: string;
  updatedAt: string;
  size: number;
}

/**
 * Which recipes go so that at most MAX_MY_RECIPES, and MAX_MY_RECIPE_CHARACTERS in all, stay: the
 * ones changed longest ago first.
 */
export function recipesToDrop(
  kept: readonly MyRecipeSummary[],
  maxRecipes = MAX_MY_RECIPES,
  maxCharacters = MAX_MY_RECIPE_CHARACTERS,
): string[] {
  const newestFirst = [...kept].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const drop: string[] = [];
  let total = 0;
  newestFirst.forEach((recipe, index) => {
    total += recipe.size;
    // The newest always stays, however large, so the recipe just written is never lost.
    if (index > 0 && (index >= maxRecipes || total > maxCharacters)) drop.push(recipe.id);
  });
  return drop;
}

/**
 * Which of `incoming` an import keeps: the recipes already kept all stay, and the imported ones
 * fill only the room left, newest first. For a recipe already kept, `size` is what merging adds
 * to it: it takes no more of the count, but its new versions must fit the characters left. An
 * import never pushes out the visitor's own recipes.
 */
export function recipesToImport(
  kept: readonly MyRecipeSummary[],
  incoming: readonly MyRecipeSummary[],
  maxRecipes = MAX_MY_RECIPES,
  maxCharacters = MAX_MY_RECIPE_CHARACTERS,
): Set<string> {
  const keptIds = new Set(kept.map((recipe) => recipe.id));
  let count = keptIds.size;
  let total = kept.reduce((sum, recipe) => sum + recipe.size, 0);
  const accepted = new Set<string>();
  for (const recipe of [...incoming].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))) {
    if (keptIds.has(recipe.id)) {
      if (total + recipe.size > maxCharacters) continue;
      accepted.add(recipe.id);
      total += recipe.size;
    } else if (count < maxRecipes && total + recipe.size <= maxCharacters) {
      accepted.add(recipe.id);
      count += 1;
      total += recipe.size;
    }
  }
  return accepted;
}

/** `version` written no later than `now`: a date in the future would keep it newest forever. */
export function notAfter(version: MyRecipeVersion, now: Date): MyRecipeVersion {
  return Date.parse(version.writtenAt) > now.getTime()
    ? { ...version, writtenAt: now.toISOString() }
    : version;
}

/** Newest first, by the last version written. */
export function newestFirst(recipes: readonly MyRecipe[]): MyRecipe[] {
  return [...recipes].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The recipe's name: the first heading of its newest version, else its first line. */
export function myRecipeName(recipe: MyRecipe): string {
  const markdown = recipe.versions.at(-1)?.markdown ?? '';
  const lines = markdown.split('\n').map((line) => line.trim());
  const heading = lines.find((line) => /^#{1,6}\s+\S/.test(line));
  const name = (heading ?? lines.find(Boolean) ?? '').replace(/^#{1,6}\s+/, '');
  const plain = name.replace(/[*_`~]/g, '').trim();
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain || 'Recipe';
}

/** The ingredients the newest version was written for. */
export function myRecipeIngredients(recipe: MyRecipe): string[] {
  return recipe.versions.at(-1)?.ingredients ?? [];
}

/**
 * Lower case without accents ("Crème Brûlée" reads "creme brulee", "Käse" "kase"), ß as ss and
 * œ as oe, so that a search finds a word typed with or without them.
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('und')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** Every word of `query` is in the recipe's name or one of its ingredients (any case or accent). */
export function matchesSearch(recipe: MyRecipe, query: string): boolean {
  const words = searchForm(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchForm([myRecipeName(recipe), ...myRecipeIngredients(recipe)].join('\n'));
  return words.every((word) => haystack.includes(word));
}
