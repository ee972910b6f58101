/**
 * The structured recipe read from the markdown a model wrote: what Save exports as schema.org
 * JSON-LD and what recipe apps import. Pure: no I/O, no DOM.
 */
import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { boundedMarkdown, markdownLines } from './structured-recipe/markdown-lines.js';
import { labelsLanguage } from './structured-recipe/recipe-language.js';
import { readSections } from './structured-recipe/read-sections.js';
import type { RecipeGroup, Section } from './structured-recipe/reader-types.js';
import { ingredientGroups, notesOf } from './structured-recipe/section-groups.js';
import { assignKinds } from './structured-recipe/section-kinds.js';
import { CLOSING } from './structured-recipe/section-labels.js';
import { stepGroups } from './structured-recipe/step-groups.js';
import { alternation } from './structured-recipe/words/index.js';

export type { RecipeGroup };

export interface StructuredRecipe {
  /** The recipe's title, never the model's chatter before it. */
  name: string;
  description: string | null;
  /** Servings as a whole number, when the recipe states them. */
  servings: number | null;
  /** The yield as the recipe words it ("4 servings", "12 cookies"), when stated. */
  yieldText: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** In order; one group with a null name when not grouped; empty when none were found. */
  ingredients: RecipeGroup[];
  instructions: RecipeGroup[];
  /** Tips and notes, plain text. */
  notes: string[];
  /** Cut off at the token limit: what is there is exported, marked incomplete. */
  incomplete: boolean;
  /**
   * The recipe's language: the one it was asked in, else the one its section labels are in,
   * else English (what the prompt is written in). Absent means English.
   */
  language?: Language;
}

export interface ReadRecipeOptions {
  /** The finish reason of the stream that wrote it: `length` marks it incomplete. */
  finishReason?: 'stop' | 'length' | null;
  /** The language the recipe was asked in (`options.language`); English when absent. */
  language?: Language | undefined;
}

const TITLE_PREFIX = new RegExp(
  `^(?:recipe name|recipe|title|rezept|receta|recette|${alternation('titlePrefix')})\\s?:\\s?`,
  'iu',
);

/** Groups in order; a group without a name joins an unnamed group just before it. */
function appendGroups(list: RecipeGroup[], groups: RecipeGroup[]): RecipeGroup[] {
  const merged = [...list];
  for (const group of groups) {
    const items = group.items.filter(Boolean);
    const last = merged.at(-1);
    if (!items.length) continue;
    if (!group.name && last && !last.name)
      merged[merged.length - 1] = { ...last, items: [...last.items, ...items] };
    else merged.push({ name: group.name, items });
  }
  return merged;
}

/** Phase 5: the sections, their kinds known, to the recipe's lists. */
function recipeLists(sections: Section[]) {
  let ingredients: RecipeGroup[] = [];
  let instructions: RecipeGroup[] = [];
  let notes: string[] = [];
  for (const section of sections) {
    notes = notesOf(section, notes);
    if (section.kind === 'ingredients')
      ingredients = appendGroups(ingredients, ingredientGroups(section));
    if (section.kind === 'steps') instructions = appendGroups(instructions, stepGroups(section));
  }
  return { ingredients, instructions, notes: notes.filter((note) => !CLOSING.test(note)) };
}

/** The prose at the head, before the first label, list or note; metadata left out. */
function descriptionOf(head: Section | undefined): string | null {
  const paragraphs: string[] = [];
  for (const entry of head?.entries ?? []) {
    if (entry.role !== 'prose') break;
    paragraphs.push(entry.text);
  }
  return paragraphs.join(' ') || null;
}

function recipeLanguage(asked: Language | undefined, labels: readonly string[]): Language {
  if (asked !== undefined && asked !== DEFAULT_LANGUAGE) return asked;
  return labelsLanguage(labels) ?? DEFAULT_LANGUAGE;
}

/**
 * Reads what instruct models really write (test/fixtures/recipe-corpus.ts shows the styles), in
 * phases: markdown to lines (a real markdown parse), lines to sections, kinds for the sections
 * nothing labelled, sections to groups and notes. A table row with an amount column reads "amount
 * ingredient" ("200 g flour"), other rows their cells joined by ", "; a step's nested bullets, and
 * the text under a "Step N" heading, join the step (after ": " for a title, else ". "); a range
 * gives its first number ("4-6 servings": 4); yieldText is as written, " servings" added to a bare
 * number; times are whole minutes, each null unless stated. A text longer than the reader reads
 * is read up to there and marked incomplete.
 */
export function readRecipe(markdown: string, options: ReadRecipeOptions = {}): StructuredRecipe {
  const bounded = boundedMarkdown(markdown);
  const read = readSections(markdownLines(bounded.text));
  const sections = assignKinds(read.sections);
  return {
    name: read.title.replace(TITLE_PREFIX, '') || 'Recipe',
    description: descriptionOf(sections[0]),
    ...read.metadata,
    ...recipeLists(sections),
    incomplete: options.finishReason === 'length' || bounded.cut,
    language: recipeLanguage(options.language, read.labels),
  };
}
