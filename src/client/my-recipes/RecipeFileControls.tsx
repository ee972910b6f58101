import type { ChangeEvent } from 'react';
import { MAX_MY_RECIPES, MAX_MY_RECIPE_CHARACTERS, myRecipeName, type MyRecipe } from './my-recipe';
import { exportFileName, myRecipesFile } from './my-recipes-export';
import { MAX_IMPORT_BYTES, readMyRecipesFileInSlices, tooLargeMessage } from './my-recipes-file';
import { importRecipes } from './my-recipes-store';
import { downloadJson } from '../take-along/download-json';
import { lt, ltPlural } from '../i18n/later-text';

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
      text: lt('exported', { count: countOf(recipes.length), file: exportFileName(now) }),
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
      const { left, kept } = await importRecipes(read.recipes);
      onMessage({ text: importedMessage(read.recipes, left, kept), alert: left.length > 0 });
    } catch (error) {
      console.warn('The browser did not keep the imported recipes:', error);
      onMessage({
        text: lt('importNotKept'),
        alert: true,
      });
    }
  }

  return (
    <div className="my-recipes__files">
      <button type="button" onClick={exportAll} disabled={recipes.length === 0}>
        {lt('exportRecipes')}
      </button>
      <label className="my-recipes__import">
        {lt('importRecipes')}
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
  return ltPlural('recipes', count);
}

/**
 * What an import did: how many came in, how many merged with recipes already kept, and which were
 * left out to keep the visitor's own (named, a few at most), and why: the count this page keeps,
 * or the room it takes in the browser. `kept` is what was kept before the import.
 */
export function importedMessage(
  read: readonly MyRecipe[],
  left: readonly MyRecipe[],
  kept: readonly { id: string }[],
): string {
  const keptIds = new Set(kept.map((recipe) => recipe.id));
  const imported = read.length - left.length;
  const merged = read.filter((recipe) => keptIds.has(recipe.id) && !left.includes(recipe)).length;
  const text =
    merged > 0
      ? lt('importedMerged', { count: countOf(imported), merged })
      : lt('imported', { count: countOf(imported) });
  if (left.length === 0) return text;
  const names = left.slice(0, 3).map(myRecipeName).join(', ');
  const more = left.length > 3 ? lt('andMore', { count: left.length - 3 }) : '';
  const keptNow = keptIds.size + imported - merged;
  const notImported =
    keptNow >= MAX_MY_RECIPES
      ? lt('notImported', {
          kept: countOf(keptIds.size),
          max: MAX_MY_RECIPES,
          left: countOf(left.length),
          names,
          more,
        })
      : lt('notImportedNoRoom', {
          max: MAX_MY_RECIPE_CHARACTERS,
          left: countOf(left.length),
          names,
          more,
        });
  return imported > 0 ? `${text} ${notImported}` : notImported;
}
