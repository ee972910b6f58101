/**
 * The structured recipe read from the markdown a model wrote: what Save exports as schema.org
 * JSON-LD and what recipe apps import. Pure: no I/O, no DOM.
 */

/** Items under one label ("For the sauce"); `name` is null when the recipe does not group them. */
export interface RecipeGroup {
  name: string | null;
  items: string[];
}

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
}

export interface ReadRecipeOptions {
  /** The finish reason of the stream that wrote it: `length` marks it incomplete. */
  finishReason?: 'stop' | 'length' | null;
}

/** Reads what instruct models really write; see test/unit/structured-recipe.test.ts. */
export function readRecipe(markdown: string, options: ReadRecipeOptions = {}): StructuredRecipe {
  const firstLine = markdown.split('\n').find((line) => line.trim() !== '') ?? '';
  return {
    name: firstLine.replace(/^#+\s*/, '').trim() || 'Recipe',
    description: null,
    servings: null,
    yieldText: null,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    ingredients: [],
    instructions: [],
    notes: [],
    incomplete: options.finishReason === 'length',
  };
}
