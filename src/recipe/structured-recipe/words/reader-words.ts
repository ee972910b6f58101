/**
 * What the recipe reader knows of one language, as data: each entry is a lower-case pattern (a
 * regular expression's source, matched case-insensitively, accents as written) for the start of
 * a label, line or word. English lives in the reader's own patterns; the other languages add
 * theirs here, one file each.
 */
export interface ReaderWords {
  /** Section labels, after at most two words ("Les ingrédients", "Was Sie brauchen"). */
  ingredients: string[];
  steps: string[];
  notes: string[];
  /** Equipment, nutrition: sections that are neither ingredients nor steps. */
  other: string[];
  /** "Für den Teig": a group's label, never a section's. */
  forGroup: string[];
  /** "Schritt 2: …". */
  step: string[];
  /** "Tipp: …": a note line. */
  noteLine: string[];
  /** "Rezept: Pfannkuchen": taken off the title. */
  titlePrefix: string[];
  /** The model talking before the recipe ("Hier ist ein Rezept …"). */
  chatter: string[];
  /** The model signing off ("Guten Appetit!"). */
  closing: string[];
  /** Words a servings count is stated in ("4 Personen", "6 porciones"). */
  servings: string[];
  /** Words that lead a line of servings or yield ("Portionen: 4", "Rendimento: 6 porções"). */
  yieldLabels: string[];
  /** Names of times, whole ("Zubereitungszeit", "temps de cuisson"), before a ":". */
  prepTime: string[];
  cookTime: string[];
  totalTime: string[];
  /** Other times a recipe names (resting, marinating): read as times, kept in no field. */
  otherTime: string[];
  /** "ca.", "environ": before an amount of time. */
  about: string[];
  /** Unit words of durations, at the start of the word ("Stunde", "Std.", "heure", "ore"). */
  hours: string[];
  minutes: string[];
  /** The word of a range ("10 bis 15 Minuten"). */
  rangeTo: string[];
  /** Written, not read: what leads a note made a step in JSON-LD ("Hinweis: …"). */
  noteLabel: string;
  /** Written, not read: what leads the description of a recipe cut off at the token limit. */
  cutOffNotice: string;
}
