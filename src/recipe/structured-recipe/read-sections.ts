/**
 * Phase 2: lines to sections. Each line becomes an entry of the section it stands in; labels open
 * sections or name groups; metadata and the title are taken out on the way.
 */
import type { MarkdownLine } from './markdown-lines.js';
import { isWholeBold, joinSentence, plainText } from './plain-text.js';
import { readMetadata, type RecipeMetadata } from './recipe-metadata.js';
import type { Section } from './reader-types.js';
import { readLabel } from './section-label.js';
import { CHATTER, kindOfLabel, NOTE_LINE, STEP_LABEL } from './section-labels.js';
import {
  addEntry,
  enterSteps,
  lastItem,
  openSection,
  startSections,
  takeMetadata,
  type SectionsState,
} from './sections-state.js';
import { readTable } from './table-rows.js';

export interface ReadSections {
  title: string;
  labels: string[];
  sections: Section[];
  metadata: RecipeMetadata;
}

export function readSections(lines: MarkdownLine[]): ReadSections {
  const state = startSections();
  for (const line of lines) {
    state.pendingGap ||= line.afterGap;
    if (line.kind === 'heading') readLabel(state, plainText(line.source), 10 - line.depth);
    else if (line.kind === 'table') readTable(state, line.rows);
    else if (line.kind === 'item') readItem(state, line);
    else readProse(state, line);
  }
  const { title, labels, sections, metadata } = state;
  return { title, labels, sections, metadata };
}

function readItem(state: SectionsState, line: Extract<MarkdownLine, { kind: 'item' }>): void {
  const text = plainText(line.source.replace(/^\[[ xX]\]\s?/, ''));
  if (!text || takeMetadata(state, text)) return;
  state.started = true;
  const section = state.current;
  const child = state.listDepth >= 0 && line.depth > state.listDepth && !!lastItem(state);
  if (!child) {
    // A numbered list after bullets outside the steps: the steps, even without a label.
    if (line.ordered && section.hasBullets && section.kind !== 'steps' && section.kind !== 'notes')
      openSection(state, null, section.isHead ? 0 : section.level);
    state.listDepth = line.depth;
    state.current.hasBullets ||= !line.ordered;
  }
  addEntry(state, child ? 'child' : 'item', text, {
    ordered: line.ordered,
    boldTitle: isWholeBold(line.source),
  });
}

/** Bold as a whole, "Something:" or a short word that names a section. */
function isLabel(source: string, text: string): boolean {
  return (
    isWholeBold(source) ||
    (text.endsWith(':') && text.length <= 60) ||
    (text.length <= 30 && !text.includes(':') && kindOfLabel(text) !== null)
  );
}

function readProse(state: SectionsState, line: Extract<MarkdownLine, { kind: 'prose' }>): void {
  const text = plainText(line.source);
  if (!text || takeMetadata(state, text)) return;
  if (isLabel(line.source, text)) return readLabel(state, text, isWholeBold(line.source) ? 3 : 2);
  const step = STEP_LABEL.exec(text);
  if (step) {
    state.started = true;
    enterSteps(state);
    return addEntry(state, 'item', step[1]!, { ordered: true });
  }
  const note = NOTE_LINE.exec(text);
  if (note) return addEntry(state, 'note', note[1]!);
  if (readInlineSection(state, text)) return;
  if (!state.started) return readTitle(state, text, line.nextSource);
  const last = lastItem(state);
  if (last && (!state.pendingGap || line.inItem)) {
    last.text =
      state.pendingGap || last.boldTitle
        ? joinSentence(last.text, last.lastPart, text, last.boldTitle ? ': ' : '. ')
        : `${last.text} ${text}`;
    last.lastPart = text;
    state.pendingGap = last.boldTitle = false;
    return;
  }
  state.listDepth = -1;
  addEntry(state, 'prose', text);
}

/** "Ingredients: rice, 2 eggs, soy sauce" and "Directions: Heat the oil. Add the rice." */
function readInlineSection(state: SectionsState, text: string): boolean {
  const labelled = /^([^:]{2,30}):\s?(.+)/.exec(text);
  const kind = labelled && kindOfLabel(labelled[1]!);
  if (kind !== 'ingredients' && kind !== 'steps') return false;
  readLabel(state, labelled![1]!, 2);
  const parts = kind === 'ingredients' ? labelled![2]!.split(/,\s?/) : [labelled![2]!];
  for (const part of parts) addEntry(state, 'prose', part);
  return true;
}

/** Before the recipe starts: a short line followed by a break or metadata is its title. */
function readTitle(state: SectionsState, text: string, nextSource: string): void {
  if (
    text.length <= 70 &&
    !/[.!?:,]$/.test(text) &&
    !CHATTER.test(text) &&
    (!nextSource ||
      /^[#*_|>+=\d-]/.test(nextSource) ||
      readMetadata(plainText(nextSource)) !== null)
  ) {
    state.title = text;
    state.started = true;
  }
}
