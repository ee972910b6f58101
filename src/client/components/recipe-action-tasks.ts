import { copyRecipe, recipeHtml } from '../copy-recipe';
import type { SharedRecipe } from '../../recipe/share-link';
import { loadShareLink } from '../hooks/use-shared-link';
import type { RecipeDocument } from '../recipe-document';
import { whenRendered } from '../rendered-recipe';
import { LINK_NOT_COPIED, type ActionNote } from '../share-messages';
import { downloadJson } from '../download-json';

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
    downloadJson(`${JSON.stringify(jsonLd, null, 2)}\n`, fileName);
    return { message: `Saved as ${fileName}.` };
  } catch (error) {
    console.error('Saving the recipe failed:', error);
    return { message: 'Could not save the recipe. Try again, or use Copy.' };
  }
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
