/** A label line (heading, bold line, "Label:") in the sections phase. */
import { trimEndOf } from './plain-text.js';
import { SERVINGS_WORDS } from './recipe-metadata.js';
import { FOR_GROUP, FOR_WORDS, kindOfLabel, STEP_LABEL } from './section-labels.js';
import {
  addEntry,
  enterSteps,
  openSection,
  takeMetadata,
  type SectionsState,
} from './sections-state.js';

/** "for 4", "für 4 Personen", "pour 6": the servings after a label. */
const FOR_COUNT = new RegExp(`(?:^|\\s)(?:${FOR_WORDS}) (\\d.*)`, 'iu');

/** "Ingredients (for 4 people)": the servings taken out of the label and kept as metadata. */
function withoutServings(state: SectionsState, label: string): string {
  const servings = /\(([^()]{1,40})\)/.exec(label) ?? FOR_COUNT.exec(label);
  const stated = servings?.[1]!.replace(FOR_GROUP, '') ?? '';
  if (
    SERVINGS_WORDS.test(stated) &&
    (takeMetadata(state, stated) || takeMetadata(state, `yield: ${stated}`))
  )
    return label.replace(servings![0], '').trim();
  return label;
}

/** `level`: how strong the label is (headings 4 to 9, a bold line 3, a plain "Label:" 2). */
export function readLabel(state: SectionsState, text: string, level: number): void {
  state.listDepth = -1;
  const trimmed = trimEndOf(text, ': ');
  if (!trimmed) return;
  const label = withoutServings(state, trimmed);
  state.labels.push(label);
  let kind = kindOfLabel(label);
  // "Step 2: Make the sauce" or "2. Make the sauce" as a heading or bold line: one step.
  const step = STEP_LABEL.exec(label) ?? (kind ? null : /^\d{1,2}[.)]\s?(.*)/.exec(label));
  if (step) kind = 'steps';
  if (!state.started) {
    // A plain "…:" line before the title is the model talking, never the title.
    if (!kind && level > 2) state.title = label;
    if (!kind && level < 3) return;
    state.started = true;
    if (!kind) return;
  }
  if (step) {
    enterSteps(state);
    return addEntry(state, 'stepHeading', step[1]!);
  }
  if (kind) {
    openSection(state, kind, level);
    const group = kind !== 'notes' && /^\S+ (for \D.*)/i.exec(label);
    if (group) addEntry(state, 'group', group[1]![0]!.toUpperCase() + group[1]!.slice(1));
    return;
  }
  readGroupLabel(state, label, level);
}

/** A label the reader does not know: a group in the current section, or a section of its own. */
function readGroupLabel(state: SectionsState, label: string, level: number): void {
  const section = state.current;
  const forGroup = FOR_GROUP.test(label);
  const known = section.kind === 'ingredients' || section.kind === 'steps';
  if (!section.isHead && (forGroup || level < section.level || (level === section.level && known)))
    return addEntry(state, 'group', label, {
      asStrongAsSection: level === section.level && !forGroup,
    });
  openSection(state, null, level);
  if (forGroup) addEntry(state, 'group', label);
}
