/**
 * Scores the wishes check on real recipes with their authors' diet labels
 * (test/fixtures/real-recipes/*.json): per diet, the share of ingredient lines read by hand as
 * breaking it that the check reports, and the false alarms per 100 recipes labelled with the
 * diet whose lines keep it. Recipes whose label contradicts their lines (`labelError`) are left
 * out of the false alarms and listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIETS, type Diet } from '../../src/recipe/recipe-request.js';
import { findPlacedConflicts } from '../../src/recipe/wishes/find-conflicts.js';

interface RealRecipe {
  id: string;
  title: string;
  labels: Diet[];
  ingredients: string[];
  steps?: string[];
  notes?: string[];
  breaks: Partial<Record<Diet, number[]>>;
  labelError?: string;
}

export interface DietScore {
  diet: Diet;
  lines: number;
  linesFound: number;
  /** Recipes labelled with the diet whose lines keep it. */
  kept: number;
  falseAlarms: number;
  /** Ids of the recipes with a false alarm and the words reported. */
  alarms: string[];
  labelErrors: string[];
}

const FOLDER = join(import.meta.dirname, '../fixtures/real-recipes');

export function readRealRecipes(): RealRecipe[] {
  return readdirSync(FOLDER)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap(
      (name) =>
        (
          JSON.parse(readFileSync(join(FOLDER, name), 'utf8')) as {
            recipes: RealRecipe[];
          }
        ).recipes,
    );
}

/** The recipe as markdown, as a model or a page would write it, and where each ingredient is. */
export function recipeMarkdown(recipe: RealRecipe): { text: string; lines: [number, number][] } {
  let text = `# ${recipe.title}\n\n## Ingredients\n\n`;
  const lines: [number, number][] = [];
  for (const line of recipe.ingredients) {
    text += '- ';
    lines.push([text.length, text.length + line.length]);
    text += `${line}\n`;
  }
  const steps = recipe.steps ?? [];
  const notes = recipe.notes ?? [];
  if (steps.length > 0) {
    text += `\n## Method\n\n${steps.map((step, at) => `${at + 1}. ${step}`).join('\n')}\n`;
  }
  if (notes.length > 0) text += `\n## Notes\n\n${notes.map((note) => `- ${note}`).join('\n')}\n`;
  return { text, lines };
}

const labelledWrongly = (recipe: RealRecipe, diet: Diet) =>
  recipe.labelError?.includes(`labelled ${diet}`) === true;

export function scoreRealRecipes(recipes = readRealRecipes()): DietScore[] {
  return DIETS.map((diet) => {
    const score: DietScore = {
      diet,
      lines: 0,
      linesFound: 0,
      kept: 0,
      falseAlarms: 0,
      alarms: [],
      labelErrors: [],
    };
    for (const recipe of recipes) {
      const { text, lines } = recipeMarkdown(recipe);
      const conflicts = findPlacedConflicts(text, { diet: [diet] });
      for (const index of recipe.breaks[diet] ?? []) {
        const [start, end] = lines[index]!;
        score.lines += 1;
        if (conflicts.some((conflict) => conflict.start >= start && conflict.start < end))
          score.linesFound += 1;
      }
      if (!recipe.labels.includes(diet)) continue;
      if (labelledWrongly(recipe, diet) || (recipe.breaks[diet]?.length ?? 0) > 0) {
        score.labelErrors.push(recipe.id);
        continue;
      }
      score.kept += 1;
      if (conflicts.length > 0) {
        score.falseAlarms += 1;
        score.alarms.push(
          `${recipe.id}: ${[...new Set(conflicts.map(({ found }) => found))].join(', ')}`,
        );
      }
    }
    return score;
  });
}

export const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
