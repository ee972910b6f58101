import { copyRecipe, copyText, recipeHtml } from './copy-recipe';
import type { SharedRecipe } from './share-link';
import { loadShareLink } from './use-shared-link';
import type { RecipeDocument } from './recipe-document';
import { whenRendered } from '../markdown/rendered-recipe';
import { ShareRefusal, type ActionNote } from './share-messages';
import { t } from '../i18n/text';
import en from '../i18n/en';
import { downloadJson } from './download-json';

export type { ActionNote } from './share-messages';

export const LINK_COPIED = en.linkCopied;

/** Copies the recipe as markdown, and as HTML once it is rendered. */
export async function copyRecipeShown(
  markdown: string,
  rendered: () => Element | null,
): Promise<ActionNote> {
  try {
    const html = whenRendered(rendered).then((recipe) => recipe && recipeHtml(recipe));
    await copyRecipe(markdown, html);
    return { message: t('recipeCopied') };
  } catch (error) {
    console.error('Copying the recipe failed:', error);
    return { message: t('recipeNotCopied') };
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
    return { message: t('savedAs', { file: fileName }) };
  } catch (error) {
    console.error('Saving the recipe failed:', error);
    return { message: t('notSaved') };
  }
}

/** A phone (or any browser) with a system share sheet that takes links. */
function hasShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' && navigator.canShare?.({ url: location.href }) === true
  );
}

/**
 * Shares the recipe as a link: through the system share sheet where there is one, else copied.
 * The link is made by the share code, loaded on demand, but the clipboard is asked at once, inside
 * the visitor's click, with the link to come: WebKit refuses a write once the click has returned.
 * Null when the visitor closed the sheet (nothing to say).
 */
export async function shareRecipeLink(shared: SharedRecipe): Promise<ActionNote | null> {
  const link = loadShareLink().then(({ shareUrlOf }) => shareUrlOf(shared));
  try {
    if (hasShareSheet()) {
      try {
        await navigator.share({ url: await link });
        return { message: '' };
      } catch (error) {
        // Closed by the visitor: nothing to say. Refused by the system: copying may still work.
        if (error instanceof DOMException && error.name === 'AbortError') return null;
        if (error instanceof ShareRefusal) throw error;
      }
    }
    await copyText(link);
    return { message: t('linkCopied') };
  } catch (error) {
    if (error instanceof ShareRefusal) return { message: error.message };
    console.error('Sharing the recipe failed:', error);
    const url = await link.catch(() => undefined);
    return { message: t('linkNotCopied'), ...(url === undefined ? {} : { link: url }) };
  }
}
