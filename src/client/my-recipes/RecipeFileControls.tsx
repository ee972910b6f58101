import type { ChangeEvent } from 'react';
import { MAX_MY_RECIPES, myRecipeName, type MyRecipe } from './my-recipe';
import {
  MAX_IMPORT_BYTES,
  exportFileName,
  myRecipesFile,
  readMyRecipesFileInSlices,
  tooLargeMessage,
} from './my-recipes-file';
import { importRecipes } from './my-recipes-store';
import { downloadJson } from '../take-along/download-json';

/** Export every kept recipe to one file; import such a file, merged with what is kept. */
export function RecipeFileControls({
  recipes,
  onMessage,
}: {
  recipes: readonly MyRecipe[];
  onMessage: (message: { text: string; alert: boolean }) => void;
}) {
  function exportAll() {
    const now = new Date();
    downloadJson(myRecipesFile(recipes, now), exportFileName(now));
    onMessage({
      text: `Exported ${countOf(recipes.length)} to ${exportFileName(now)}.`,
      alert: false,
    });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Before reading a byte of it.
    if (file.size > MAX_IMPORT_BYTES) return onMessage({ text: tooLargeMessage(), alert: true });
    const read = await readMyRecipesFileInSlices(await file.text());
    if (!read.ok) return onMessage({ text: read.message, alert: true });
    try {
      const left = await importRecipes(read.recipes);
      onMessage({ text: importedMessage(read.recipes, left, recipes), alert: left.length > 0 });
    } catch (error) {
      console.warn('The browser did not keep the imported recipes:', error);
      onMessage({
        text: 'This browser did not keep the imported recipes (storage refused or full), so nothing was imported.',
        alert: true,
      });
    }
  }

  return (
    <div className="my-recipes__files">
      <button type="button" onClick={exportAll} disabled={recipes.length === 0}>
        Export recipes
      </button>
      <label className="my-recipes__import">
        Import recipes
        <input
          type="file"
          accept=".json,application/json"
          onChange={(event) => void importFile(event)}
        />
      </label>
    </div>
  );
}

export function countOf(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/**
 * What an import did: how many came in, how many merged with recipes already kept, and which were
 * left out to keep the visitor's own (named, a few at most).
 */
export function importedMessage(
  read: readonly MyRecipe[],
  left: readonly MyRecipe[],
  kept: readonly MyRecipe[],
): string {
  const keptIds = new Set(kept.map((recipe) => recipe.id));
  const imported = read.length - left.length;
  const merged = read.filter((recipe) => keptIds.has(recipe.id)).length;
  const text = `Imported ${countOf(imported)}${merged > 0 ? `, ${merged} of them already kept (their versions merged)` : ''}.`;
  if (left.length === 0) return text;
  const names = left.slice(0, 3).map(myRecipeName).join(', ');
  const more = left.length > 3 ? ` and ${(left.length - 3).toLocaleString('en')} more` : '';
  return `${text} Not imported, to keep the ${countOf(keptIds.size)} already here within the ${MAX_MY_RECIPES} this page keeps: ${countOf(left.length)} (${names}${more}).`;
}
