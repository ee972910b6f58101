/**
 * What the sections phase knows while it reads the lines in order. One state object, handed to
 * each step explicitly and owned by one call of `readSections`.
 */
import {
  mergeMetadata,
  NO_METADATA,
  readMetadata,
  type RecipeMetadata,
} from './recipe-metadata.js';
import { newEntry, newSection, type Entry, type EntryRole, type Section } from './reader-types.js';
import type { SectionKind } from './section-labels.js';

export interface SectionsState {
  sections: Section[];
  current: Section;
  title: string;
  /** Every label read, in order: what the recipe's language is told by. */
  labels: string[];
  /** Past the place where a title may stand. */
  started: boolean;
  /** A gap came since the last entry. */
  pendingGap: boolean;
  /** The depth of the open list's top items, whose nested items are their children; -1 if none. */
  listDepth: number;
  metadata: RecipeMetadata;
}

export function startSections(): SectionsState {
  const head = newSection(null, 99, true);
  return {
    sections: [head],
    current: head,
    title: '',
    labels: [],
    started: false,
    pendingGap: false,
    listDepth: -1,
    metadata: NO_METADATA,
  };
}

export function openSection(state: SectionsState, kind: SectionKind, level: number): void {
  state.current = newSection(kind, level);
  state.sections.push(state.current);
  state.listDepth = -1;
}

export function addEntry(
  state: SectionsState,
  role: EntryRole,
  text: string,
  details: Partial<Pick<Entry, 'ordered' | 'asStrongAsSection' | 'boldTitle'>> = {},
): void {
  state.current.entries.push({ ...newEntry(role, text, state.pendingGap), ...details });
  state.pendingGap = false;
}

/** Makes the current section the steps: an empty unknown one becomes them, else one opens. */
export function enterSteps(state: SectionsState): void {
  const section = state.current;
  if (section.kind === 'steps') return;
  if (!section.kind && !section.isHead && !section.entries.length) section.kind = 'steps';
  else openSection(state, 'steps', 0);
}

/** True when `text` is a line of metadata; what it states is kept unless stated before. */
export function takeMetadata(state: SectionsState, text: string): boolean {
  const found = readMetadata(text);
  if (found) state.metadata = mergeMetadata(state.metadata, found);
  return found !== null;
}

/** The last entry when it is a list item or table row, which text may join. */
export function lastItem(state: SectionsState): Entry | undefined {
  const last = state.current.entries.at(-1);
  return last?.role === 'item' || last?.role === 'child' ? last : undefined;
}
