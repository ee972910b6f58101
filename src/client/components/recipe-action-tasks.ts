import { copyRecipe, recipeHtml } from '../copy-recipe';
import type { SharedRecipe } from '../../recipe/share-link';
import { loadShareLink } from '../hooks/use-shared-link';
import type { RecipeDocument } from '../recipe-document';
import { whenRendered } from '../rendered-recipe';
import { LINK_NOT_COPIED, type ActionNote } from '../share-messages';

export { LINK_COPIED, type ActionNote } from '../share-messages';

/** Copies the recipe as markdown, and as HTML once it is rendered. */
export async function copyRecipeShown(
  markdown: string,
  rendered: () => Element | null,
): Promise<ActionNote> {
  try {
    const html = whenRendered(rendered).then((recipe) => recipe && recipeHtml(recipe));
    await copyRecipe(markdown, html);
    return { message: 'Recipe copied.' };
  } catch (error) {
    console.error('Copying the recipe failed:', error);
    return { message: 'Could not copy the recipe. Select the text and copy it instead.' };
  }
}

/** Prints once the recipe is rendered from markdown, not its plain-text stand-in. */
export async function printRecipeShown(rendered: () => Element | null): Promise<void> {
  await whenRendered(rendered);
  window.print();
}

/** Downloads the recipe as one schema.org Recipe object, the page's JSON-LD. */
export async function saveRecipeDocument(
  document: () => Promise<RecipeDocument>,
): Promise<ActionNote> {
  try {
    const { jsonLd, fileName } = await document();
    downloadFile(`${JSON.stringify(jsonLd, null, 2)}\n`, fileName);
    return { message: `Saved as ${fileName}.` };
  } catch (error) {
    console.error('Saving the recipe failed:', error);
    return { message: 'Could not save the recipe. Try again, or use Copy.' };
  }
}

function downloadFile(json: string, fileName: string): void {
  const file = new Blob([json], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some engines read the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Shares the recipe as a link (see share-recipe.ts, loaded with the share code). Null when the
 * visitor closed the share sheet (nothing to say).
 */
export async function shareRecipeLink(shared: SharedRecipe): Promise<ActionNote | null> {
  try {
    const { shareRecipe } = await loadShareLink();
    return await shareRecipe(shared);
  } catch (error) {
    console.error('Sharing the recipe failed:', error);
    return { message: LINK_NOT_COPIED };
  }
}
