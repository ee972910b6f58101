/**
 * The shape of one language's word list for the wishes check. A list is data only: the check
 * reads it with the same rules for every language (see language-reading.ts). Strings hold items
 * separated by commas ("a, b") or by semicolons with a value ("a: b; c: d"); list singular, lower
 * case; accents, case and the plural endings below are handled when matching.
 */
export interface WordList {
  /** How words of the language are brought to one form for singular and plural. */
  inflection: {
    /** Leading elided articles and prepositions cut from a word: "d'" in "d'œufs". */
    elisions?: readonly string[];
    /**
     * Ending rules, applied in order; each is a list of alternatives "ending>replacement" (or
     * "ending" to cut it) of which the first that fits is used, when at least `minStem` letters
     * stay.
     */
    endings: readonly (readonly string[])[];
    minStem: number;
    /** Words whose form the endings would get wrong: "word: form, word: form". */
    forms?: string;
  };
  /**
   * Compound words (German): a word no list names is read as modifier + head, each a listed
   * food ("Weizenmehl", "Schlagsahne"); the head says what it is, a food modifier adds its
   * groups. Words ending in a "free" suffix ("glutenfrei") qualify like "gluten-free".
   */
  compounds?: {
    /** Shortest head read without a known modifier, shortest modifier. */
    minHead: number;
    minModifier: number;
    /** Linking letters between modifier and head ("Kalbsfond", "Hühnerbrühe"). */
    links: readonly string[];
    /** Suffixes that make a qualifier: "frei" in "glutenfrei". */
    free: readonly string[];
  };
  /** Names from Open Food Facts' allergen taxonomy, group -> names (ODbL). */
  offAllergens: Readonly<Record<string, string>>;
  /** Hand-written: group -> foods that are or contain it (cheeses, cured meats, dishes). */
  members: Readonly<Record<string, string>>;
  /** Foods of several groups: "food: group+group; ...". */
  compoundFoods: string;
  /**
   * Whole kinds of food (beers, breads and pastries, pasta shapes, cured meats, broths, cheeses,
   * crabs, squid): "group+group" -> names. Read like `members`; kept apart so that each kind can
   * be filled in every language at once (see docs/wishes-check.md for where the names come from).
   */
  kinds?: Readonly<Record<string, string>>;
  /**
   * Names holding a food word that are another food: "phrase: group+group" for what it really is,
   * or "phrase: none". The whole phrase is its own term, so the shorter word inside it is not read
   * ("haricots beurre: none", "noce di vitello: meat").
   */
  lookAlikes?: string;
  /** Look-alikes: phrases that hold a food word and are none of its groups. */
  neutral: string;
  /** What a visitor may type for a group: "name|name: group+group; ...". */
  groupNames: string;
  /**
   * Words that, before (or standing alone after) a food, say it is not that: "word: kind; ...",
   * kind a group, a group name, "animal" (vegan) or "flesh" (vegetarian).
   */
  qualifiers: string;
  /** The same, right after the food they qualify ("lait végétal", "queso vegano"). */
  postQualifiers: string;
  /** "sans", "sin": before a group name, a qualifier ("sans gluten"); before a food, a negation. */
  freeOf: readonly string[];
  /** Words after which a food is named as left out ("ohne", "au lieu de"), up to three words. */
  negations: string;
  /** Negations reaching only the next word or two: "kein: 1; pas de: 0". */
  shortNegations: string;
  /** Words that join a list after a negation ("ohne Eier und Milch"). */
  listWords: string;
  /** Words before a negation that undo it. */
  cancellers: string;
  /** Words that may stand between a negation and its food (articles). */
  fillers: string;
  /**
   * Foods named for what they are made of, in compounds ("Mandelmilch", "Reismehl") or joined by
   * `madeOf` ("leche de soja", "chorizo de pavo"): they are what the modifier is.
   */
  madeOfHeads: string;
  /** Plant words that are no food group, as what a milk or flour is made of ("coco", "Reis"). */
  plants: string;
  /** Words joining a food to what it is made of: "de, d'" ("lait d'amande", "leche de soja"). */
  madeOf: string;
  /** Group names whose "free" form leaves the group: lactose-free milk is still milk. */
  notFree: string;
  /** Other names of things visitors avoid: "entry: name, name; ...". */
  avoidSynonyms: string;
  /**
   * Senses of a food word that are no food in the recipe: a comparison, a stand-in, a tool. Each
   * only sets a mention aside; none ever says that a recipe keeps a wish.
   */
  senses?: {
    /**
     * Frames of a comparison right before a food, articles between: "gros comme", "del tamaño
     * de", "macio como". The food is a measure or a likeness; unlike a negation, a list after it
     * is not reached ("gros comme une noix, beurre" still names the butter).
     */
    similes: string;
    /**
     * Endings of a comparison compound (German), with their inflections: "groß", "große" in
     * "walnussgroß", "haselnussgroßes"; "zart" in "butterzart".
     */
    simileSuffixes?: readonly string[];
    /** Words naming what a food stands in for: "sustituye al", read as negations. */
    substitutes: string;
    /** Phrases where a food word names a tool or a stand-in: "moule à tarte", "œuf de lin". */
    notFood: string;
    /** Compound heads that make a tool of a food word (German): "glocke" in "Käseglocke". */
    toolHeads?: string;
  };
}
