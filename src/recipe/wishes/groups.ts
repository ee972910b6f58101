/**
 * The groups the checker knows (what a conflict's `because` names), what each diet excludes, and
 * the names visitors type for a group. The allergen groups are the EU's 14 (Regulation (EU)
 * No 1169/2011, Annex II) and the US's 9 (FALCPA, plus sesame since 2023), with cereals containing
 * gluten split by grain; meat, pork, poultry, honey and alcohol serve the diets and common wishes.
 */
import type { Diet } from '../recipe-request.js';
import { normalizePhrase } from './tokens.js';

export const GROUPS = [
  'milk',
  'egg',
  'fish',
  'crustacean',
  'mollusc',
  'peanut',
  'tree nuts',
  'soy',
  'sesame',
  'wheat',
  'barley',
  'rye',
  'oats',
  'spelt',
  'celery',
  'mustard',
  'lupin',
  'sulphites',
  'meat',
  'pork',
  'poultry',
  'honey',
  'alcohol',
  // Parmesan, Pecorino and Grana Padano are made with calf rennet: not vegetarian.
  'animal rennet',
] as const;
export type Group = (typeof GROUPS)[number];

/** A set of groups as bits, so that sets meet in one operation. */
export type GroupMask = number;

export function maskOf(groups: readonly string[]): GroupMask {
  let mask = 0;
  for (const group of groups) {
    const at = GROUPS.indexOf(group as Group);
    if (at === -1) throw new Error(`unknown group: ${group}`);
    mask |= 1 << at;
  }
  return mask;
}

/** The first group of `mask` in GROUPS order, or null for an empty mask. */
export function firstGroup(mask: GroupMask): Group | null {
  for (let at = 0; at < GROUPS.length; at += 1) if (mask & (1 << at)) return GROUPS[at]!;
  return null;
}

const GLUTEN = ['wheat', 'barley', 'rye', 'oats', 'spelt'];
const FLESH = ['meat', 'pork', 'poultry', 'fish', 'crustacean', 'mollusc', 'animal rennet'];
const SHELLFISH = ['crustacean', 'mollusc'];
export const ANIMAL_MASK = maskOf([...FLESH, 'milk', 'egg', 'honey']);
export const FLESH_MASK = maskOf(FLESH);

export const DIET_MASKS: Readonly<Record<Diet, GroupMask>> = {
  vegetarian: FLESH_MASK,
  vegan: ANIMAL_MASK,
  'gluten-free': maskOf(GLUTEN),
  'dairy-free': maskOf(['milk']),
  'nut-free': maskOf(['tree nuts', 'peanut']),
};

/**
 * What a visitor may type for a group (any case, singular or plural), and the groups it stands
 * for. Also read in "X-free" and "non-X" phrases.
 */
const GROUP_NAMES: Readonly<Record<string, readonly string[]>> = {
  'milk|dairy|dairy product|lactose|milk product|casein': ['milk'],
  'egg|egg product': ['egg'],
  fish: ['fish'],
  'shellfish|shell fish': SHELLFISH,
  'crustacean|crustacean shellfish': ['crustacean'],
  'mollusc|mollusk|molluscan shellfish': ['mollusc'],
  'seafood|sea food': ['fish', ...SHELLFISH],
  'peanut|groundnut|peanut product': ['peanut'],
  'nut|nut product': ['tree nuts', 'peanut'],
  'tree nut|treenut|tree nut product': ['tree nuts'],
  'soy|soya|soybean|soy bean|soya bean|soy product': ['soy'],
  'sesame|sesame seed': ['sesame'],
  'gluten|cereal containing gluten|gluten containing cereal': GLUTEN,
  wheat: ['wheat'],
  barley: ['barley'],
  rye: ['rye'],
  'oat|oatmeal': ['oats'],
  spelt: ['spelt'],
  'celery|celeriac': ['celery'],
  mustard: ['mustard'],
  'lupin|lupine': ['lupin'],
  'sulphite|sulfite|sulphur dioxide|sulfur dioxide': ['sulphites'],
  'meat|animal meat|animal flesh': ['meat', 'pork', 'poultry'],
  'red meat': ['meat', 'pork'],
  'pork|pig|pork product': ['pork'],
  'poultry|fowl': ['poultry'],
  honey: ['honey'],
  'alcohol|alcoholic|alcoholic drink|alcoholic beverage|liquor|booze|spirit': ['alcohol'],
  'animal product|animal': maskNames(ANIMAL_MASK),
  'rennet|animal rennet': ['animal rennet'],
};

function maskNames(mask: GroupMask): string[] {
  return GROUPS.filter((_, at) => mask & (1 << at));
}

let groupNameMasks: Map<string, GroupMask> | undefined;

/** The groups a normalized name stands for ("dairy" -> milk), or 0 when it names none. */
export function groupsNamed(normalizedName: string): GroupMask {
  if (!groupNameMasks) {
    groupNameMasks = new Map();
    for (const [names, groups] of Object.entries(GROUP_NAMES)) {
      for (const name of names.split('|')) {
        groupNameMasks.set(normalizePhrase(name), maskOf(groups));
      }
    }
  }
  return groupNameMasks.get(normalizedName) ?? 0;
}
