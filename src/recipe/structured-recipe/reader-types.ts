/** What the reader's phases hand each other. */
import type { SectionKind } from './section-labels.js';

/** Items under one label ("For the sauce"); `name` is null when the recipe does not group them. */
export interface RecipeGroup {
  name: string | null;
  items: string[];
}

/**
 * group: a group's label ("For the sauce"); item: a list item, table row or "Step N:" line;
 * child: an item nested under the one before; prose: a line of text; stepHeading: a "Step N"
 * label, whose step takes the text after it; note: a "Note: …" line.
 */
export type EntryRole = 'group' | 'item' | 'child' | 'prose' | 'stepHeading' | 'note';

export interface Entry {
  role: EntryRole;
  text: string;
  afterGap: boolean;
  /** An item of a numbered list. */
  ordered: boolean;
  /** A group label as strong as its section's own label. */
  asStrongAsSection: boolean;
  /** An item bold as a whole: a title for what follows it. */
  boldTitle: boolean;
  /** The text last added to `text`: its end decides how more is joined. */
  lastPart: string;
}

export interface Section {
  kind: SectionKind;
  /** How strong its label is: headings 4 to 9, a bold line 3, a plain "Label:" 2. */
  level: number;
  entries: Entry[];
  /** Holds a bulleted (not numbered) list. */
  hasBullets: boolean;
  /** The part before any label: the title, description and metadata. */
  isHead: boolean;
}

export function newEntry(role: EntryRole, text: string, afterGap: boolean): Entry {
  return {
    role,
    text,
    afterGap,
    ordered: false,
    asStrongAsSection: false,
    boldTitle: false,
    lastPart: text,
  };
}

export function newSection(kind: SectionKind, level: number, isHead = false): Section {
  return { kind, level, entries: [], hasBullets: false, isHead };
}

/** Holds list items, table rows or step headings, not only prose and labels. */
export const hasItems = (section: Section) =>
  section.entries.some(
    (entry) => entry.role === 'item' || entry.role === 'child' || entry.role === 'stepHeading',
  );
