/**
 * What the reader recognizes in labels and lines: English here, the other languages' words from
 * words/ (one file per language), in one pattern each.
 */
import { alternation } from './words/index.js';

/** What a section holds; null for a section whose label says nothing the reader knows. */
export type SectionKind = 'ingredients' | 'steps' | 'notes' | 'other' | null;

const label = (english: string, field: 'ingredients' | 'steps' | 'notes' | 'other') =>
  new RegExp(`^(?:\\S+ ){0,2}(?:${english}|${alternation(field)})`, 'u');

const KIND_LABELS: [SectionKind, RegExp][] = [
  ['ingredients', label('ingr[eé]di|you.?ll need|you will need', 'ingredients')],
  ['steps', label('instruc|direction|method|pr[eé]par|proced|steps\\b|how to', 'steps')],
  [
    'notes',
    label(
      'tipp?s?\\b|notes?\\b|nota|consejo|astuce|conseil|hinweis|variation|suggestion|serving|storage|substitut|make.ahead',
      'notes',
    ),
  ],
  ['other', label('equipment|tools?\\b|utensil|nutrition', 'other')],
];

/** "For the sauce", "Für den Teig": a group's label, never a section's. */
export const FOR_WORDS = `for|für|pour|para|per|voor|${alternation('forGroup')}`;
export const FOR_GROUP = new RegExp(`^(?:${FOR_WORDS})\\s`, 'iu');
/** "Step 2: Make the sauce"; its first group is what follows the number. */
export const STEP_LABEL = new RegExp(
  `^(?:step|schritt|paso|étape|etape|stap|passo|${alternation('step')})\\s?\\d+\\s?[:.)–-]?\\s?(.*)`,
  'iu',
);
/** "Note: …", "Chef's tip: …"; its first group is the note. */
export const NOTE_LINE = new RegExp(
  `^(?:chef.?s |pro |cook.?s )?(?:tips?|notes?|tipp|hinweis|nota|consejo|astuce|${alternation('noteLine')})\\s?:\\s?(.+)`,
  'iu',
);
/** The model talking before the recipe. */
export const CHATTER = new RegExp(
  `^(?:(?:sure|certainly|of course|absolutely|here|below|okay|i|what a|let's)\\b|(?:${alternation('chatter')})(?![\\p{L}\\p{N}]))`,
  'iu',
);
/** The model signing off after it. */
export const CLOSING = new RegExp(
  `^(?:enjoy\\b[^.]*!|bon app|guten appetit|buen provecho|eet smakelijk|happy (?:cooking|baking)|i hope|hope you|let me know|${alternation('closing')})`,
  'iu',
);

/** The kind a label names, or null; a group's label ("For the sauce") names none. */
export function kindOfLabel(label: string): SectionKind {
  if (label.length > 48 || FOR_GROUP.test(label)) return null;
  const words = label.toLowerCase().replace(/\([^()]*\)/g, '');
  return KIND_LABELS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}
