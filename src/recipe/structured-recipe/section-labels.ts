/** What the reader recognizes in labels and lines, in the languages models answer in. */

/** What a section holds; null for a section whose label says nothing the reader knows. */
export type SectionKind = 'ingredients' | 'steps' | 'notes' | 'other' | null;

const KIND_LABELS: [SectionKind, RegExp][] = [
  ['ingredients', /^(?:\S+ ){0,2}(?:ingr[eé]di|you.?ll need|you will need)/],
  ['steps', /^(?:\S+ ){0,2}(?:instruc|direction|method|pr[eé]par|proced|steps\b|how to)/],
  [
    'notes',
    /^(?:\S+ ){0,2}(?:tipp?s?\b|notes?\b|nota|consejo|astuce|conseil|hinweis|variation|suggestion|serving|storage|substitut|make.ahead)/,
  ],
  ['other', /^(?:\S+ ){0,2}(?:equipment|tools?\b|utensil|nutrition)/],
];

/** "For the sauce", "Für den Teig": a group's label, never a section's. */
export const FOR_GROUP = /^(?:for|für|pour|para|per|voor)\s/i;
/** "Step 2: Make the sauce"; its first group is what follows the number. */
export const STEP_LABEL = /^(?:step|schritt|paso|étape|etape|stap|passo)\s?\d+\s?[:.)–-]?\s?(.*)/i;
/** "Note: …", "Chef's tip: …"; its first group is the note. */
export const NOTE_LINE =
  /^(?:chef.?s |pro |cook.?s )?(?:tips?|notes?|tipp|hinweis|nota|consejo|astuce)\s?:\s?(.+)/i;
/** The model talking before the recipe. */
export const CHATTER = /^(?:sure|certainly|of course|absolutely|here|below|okay|i|what a|let's)\b/i;
/** The model signing off after it. */
export const CLOSING =
  /^(?:enjoy\b[^.]*!|bon app|guten appetit|buen provecho|eet smakelijk|happy (?:cooking|baking)|i hope|hope you|let me know)/i;

/** The kind a label names, or null; a group's label ("For the sauce") names none. */
export function kindOfLabel(label: string): SectionKind {
  if (label.length > 48 || FOR_GROUP.test(label)) return null;
  const words = label.toLowerCase().replace(/\([^()]*\)/g, '');
  return KIND_LABELS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}
