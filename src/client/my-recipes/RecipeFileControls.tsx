import type { ChangeEvent } from 'react';
import type { MyRecipe } from './my-recipe';
import {
  MAX_IMPORT_BYTES,
  exportFileName,
  myRecipesFile,
  readMyRecipesFile,
  tooLargeMessage,
} from './my-recipes-file';
import { keepRecipes } from './my-recipes-store';
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
    const read = readMyRecipesFile(await file.text());
    if (!read.ok) return onMessage({ text: read.message, alert: true });
    try {
      await keepRecipes(read.recipes);
      const kept = new Set(recipes.map((recipe) => recipe.id));
      const merged = read.recipes.filter((recipe) => kept.has(recipe.id)).length;
      const text = `Imported ${countOf(read.recipes.length)}${merged > 0 ? `, ${merged} of them already kept (their versions merged)` : ''}.`;
      onMessage({ text, alert: false });
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
