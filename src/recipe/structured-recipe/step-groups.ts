/**
 * Phase 4 for the steps: items are steps; text after a step joins it; a "Step N" heading's step
 * takes the prose and bullets after it; prose after numbered steps is the model talking.
 */
import { joinSentence, trimEndOf } from './plain-text.js';
import { hasItems, type Entry, type RecipeGroup, type Section } from './reader-types.js';
import { CLOSING } from './section-labels.js';

/** What the walk over a steps section remembers from one entry to the next. */
interface StepsWalk {
  groups: RecipeGroup[];
  /** The step being written came from a "Step N" heading. */
  fromHeading: boolean;
  /** The step being written has only its title: what joins it follows ": ". */
  titleOnly: boolean;
  /** The text last added to the step being written. */
  lastPart: string;
  /** Items nested under a bullet that names a group of steps are steps of their own. */
  childrenAreSteps: boolean;
}

const startsStepGroup = (entry: Entry, next: Entry | undefined) =>
  entry.role === 'group' ||
  (entry.role === 'item' &&
    !entry.ordered &&
    entry.lastPart.endsWith(':') &&
    next?.role === 'child');

const isStep = (entry: Entry, walk: StepsWalk) =>
  entry.role === 'stepHeading' ||
  (entry.role === 'item' && !walk.fromHeading) ||
  (entry.role === 'child' && walk.childrenAreSteps);

export function stepGroups(section: Section): RecipeGroup[] {
  const walk: StepsWalk = {
    groups: [{ name: null, items: [] }],
    fromHeading: false,
    titleOnly: false,
    lastPart: '',
    childrenAreSteps: false,
  };
  const withItems = hasItems(section);
  for (const [index, entry] of section.entries.entries()) {
    if (entry.role === 'note') continue;
    if (startsStepGroup(entry, section.entries[index + 1])) {
      walk.groups.push({ name: trimEndOf(entry.text, ': '), items: [] });
      walk.fromHeading = false;
      walk.childrenAreSteps = entry.role === 'item';
    } else if (isStep(entry, walk)) addStep(walk, entry);
    else if (entry.role === 'prose' && CLOSING.test(entry.text)) continue;
    else readStepText(walk, entry, section.entries[index - 1], withItems);
  }
  return walk.groups;
}

function addStep(walk: StepsWalk, entry: Entry): void {
  walk.groups.at(-1)!.items.push(entry.text);
  walk.lastPart = entry.lastPart;
  walk.fromHeading = entry.role === 'stepHeading';
  walk.titleOnly = walk.fromHeading || entry.boldTitle;
  walk.childrenAreSteps &&= entry.role === 'child';
}

/** Text that is not a step: it joins the step before, or is one where there is no list. */
function readStepText(
  walk: StepsWalk,
  entry: Entry,
  previous: Entry | undefined,
  withItems: boolean,
): void {
  const items = walk.groups.at(-1)!.items;
  const last = items.length - 1;
  const proseOnItsOwn =
    entry.role === 'prose' &&
    !walk.fromHeading &&
    (withItems || entry.afterGap || previous?.role !== 'prose');
  if (last < 0 || proseOnItsOwn) {
    // Prose after numbered steps is the model talking; without a list, each paragraph is a step.
    if (!withItems || last < 0) {
      items.push(entry.text);
      walk.lastPart = entry.lastPart;
    }
    return;
  }
  items[last] =
    entry.role === 'prose' && !entry.afterGap && previous?.role === 'prose'
      ? `${items[last]} ${entry.text}`
      : joinSentence(items[last]!, walk.lastPart, entry.text, walk.titleOnly ? ': ' : '. ');
  walk.lastPart = entry.lastPart;
  walk.titleOnly = false;
}
