/**
 * Where a recipe breaks the visitor's wishes (a chosen diet, a thing to avoid). Shared by the
 * page and the server; pure and deterministic. A check proves presence, never absence: an empty
 * list means only that nothing known was found.
 */
import type { Diet } from '../recipe-request.js';

export interface Wishes {
  diet?: readonly Diet[] | undefined;
  avoid?: readonly string[] | undefined;
}

/** One place where the recipe names something a wish excludes, as the `done` event carries it. */
export interface Conflict {
  /** The diet id, or the avoid entry exactly as sent. */
  wish: string;
  /** The words as they stand in the recipe. */
  found: string;
  /** What they are or contain ("milk", "wheat"); null for a literal match of the avoid entry. */
  because: string | null;
}

/** A conflict with where its words stand in the text searched, for marking them. */
export interface PlacedConflict extends Conflict {
  start: number;
  end: number;
}

export function hasWishes(wishes: Wishes | undefined): boolean {
  return (wishes?.diet?.length ?? 0) > 0 || (wishes?.avoid?.length ?? 0) > 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every place in `text` (a recipe's markdown) that a wish excludes, in text order. This first
 * version matches avoid entries as whole words only; the lists of what diets and allergen groups
 * exclude come with the checker's word lists.
 */
export function findPlacedConflicts(text: string, wishes: Wishes): PlacedConflict[] {
  const found: PlacedConflict[] = [];
  for (const entry of wishes.avoid ?? []) {
    const words = entry.trim();
    if (!words) continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    for (const match of text.matchAll(pattern)) {
      found.push({
        wish: entry,
        found: match[0],
        because: null,
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The conflicts of a recipe as the API reports them: one per wish and words found. */
export function findConflicts(text: string, wishes: Wishes): Conflict[] {
  const seen = new Set<string>();
  const conflicts: Conflict[] = [];
  for (const { wish, found, because } of findPlacedConflicts(text, wishes)) {
    const key = `${wish}\u0000${found.toLocaleLowerCase('en')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    conflicts.push({ wish, found, because });
  }
  return conflicts;
}

/** The visitor's own ingredients that a wish excludes, before asking: one conflict per entry. */
export function findListConflicts(ingredients: readonly string[], wishes: Wishes): Conflict[] {
  return ingredients.flatMap((ingredient) => findConflicts(ingredient, wishes).slice(0, 1));
}
