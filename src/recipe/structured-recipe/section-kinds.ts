/**
 * Phase 3: kinds for sections under labels the reader does not know (another language): the first
 * list is the ingredients, the next the steps, and what follows them the notes.
 */
import { hasItems, type Section } from './reader-types.js';
import type { SectionKind } from './section-labels.js';

const indexOfKind = (sections: Section[], kind: SectionKind) =>
  sections.findIndex((section) => section.kind === kind);

/**
 * No steps, but a group label as strong as the ingredients' own over a numbered list: from that
 * label on, the ingredients' section is the steps'. Returns where the steps would start, or -1.
 */
function stepsInsideIngredients(ingredients: Section | undefined): number {
  const entries = ingredients?.entries ?? [];
  for (let index = entries.length - 1; index > 0; index--) {
    const entry = entries[index]!;
    if (entry.role === 'group' && entry.asStrongAsSection && entries[index + 1]?.ordered)
      return index + 1;
  }
  return -1;
}

function splitIngredients(sections: Section[], ingredientsAt: number): Section[] {
  const ingredients = sections[ingredientsAt];
  const stepsFrom = stepsInsideIngredients(ingredients);
  if (stepsFrom < 0 || indexOfKind(sections, 'steps') >= 0) return sections;
  const split: Section = { ...ingredients!, entries: ingredients!.entries.slice(0, stepsFrom) };
  const rest: Section = {
    kind: null,
    level: 0,
    entries: ingredients!.entries.slice(stepsFrom),
    hasBullets: false,
    isHead: false,
  };
  return [...sections.slice(0, ingredientsAt), split, rest, ...sections.slice(ingredientsAt + 1)];
}

export function assignKinds(read: Section[]): Section[] {
  let ingredientsAt = indexOfKind(read, 'ingredients');
  let sections = read;
  if (ingredientsAt < 0) {
    ingredientsAt = read.findIndex((section) => !section.kind && hasItems(section));
    if (ingredientsAt >= 0)
      sections = read.map((section, index) =>
        index === ingredientsAt ? { ...section, kind: 'ingredients' } : section,
      );
  }
  sections = splitIngredients(sections, ingredientsAt);
  if (indexOfKind(sections, 'steps') >= 0) return sections;
  const stepsAt = sections.findIndex(
    (section, index) => index > ingredientsAt && !section.kind && hasItems(section),
  );
  if (stepsAt < 0) return sections;
  return sections.map((section, index) =>
    index < stepsAt || section.kind
      ? section
      : { ...section, kind: index === stepsAt ? 'steps' : 'notes' },
  );
}
