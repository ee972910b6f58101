/**
 * Phase 4: each section's entries to groups of ingredients or steps, or to notes. A function per
 * kind; each walks its section's entries once with the little it must remember in locals.
 */
import { joinSentence, trimEndOf } from './plain-text.js';
import { hasItems, type Entry, type RecipeGroup, type Section } from './reader-types.js';

const namedGroup = (entry: Entry): RecipeGroup => ({
  name: trimEndOf(entry.text, ': '),
  items: [],
});

/** "For the sauce:", or a bold or amount-less item with items nested under it ("Spices"). */
function startsIngredientGroup(entry: Entry, next: Entry | undefined): boolean {
  if (entry.role === 'group') return true;
  if (entry.role === 'prose') return false;
  if (entry.lastPart.endsWith(':')) return true;
  return (
    entry.role === 'item' && (entry.boldTitle || !/\d/.test(entry.text)) && next?.role === 'child'
  );
}

export function ingredientGroups(section: Section): RecipeGroup[] {
  const groups: RecipeGroup[] = [{ name: null, items: [] }];
  const withItems = hasItems(section);
  for (const [index, entry] of section.entries.entries()) {
    if (entry.role === 'note') continue;
    if (startsIngredientGroup(entry, section.entries[index + 1])) groups.push(namedGroup(entry));
    else if (entry.role !== 'prose' || !withItems) groups.at(-1)!.items.push(entry.text);
  }
  return groups;
}

/** Notes, from the notes so far: bullets and paragraphs, nested items and lines joined. */
export function notesOf(section: Section, notesSoFar: string[]): string[] {
  const notes = [...notesSoFar];
  let lastPart = '';
  for (const [index, entry] of section.entries.entries()) {
    const previous = section.entries[index - 1];
    const last = notes.length - 1;
    if (entry.role === 'note' || section.kind !== 'notes') {
      if (entry.role === 'note') notes.push(entry.text);
      continue;
    }
    if (last >= 0 && entry.role === 'child')
      notes[last] = joinSentence(notes[last]!, lastPart, entry.text);
    else if (last >= 0 && entry.role === 'prose' && !entry.afterGap && previous?.role === 'prose')
      notes[last] += ` ${entry.text}`;
    else if (entry.role !== 'group') notes.push(entry.text);
    lastPart = entry.lastPart;
  }
  return notes;
}
