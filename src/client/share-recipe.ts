/**
 * The share code, loaded as the pointer or focus reaches Share (or a shared link is opened): the
 * link format, and sharing a recipe through the system share sheet or the clipboard.
 */
import { makeShareFragment, type SharedRecipe } from '../recipe/share-link';
import { LINK_COPIED, LINK_NOT_COPIED, type ActionNote } from './share-messages';
import { copyText } from './copy-recipe';

export * from '../recipe/share-link';

/** Why a recipe cannot be shared as a link, in words for the visitor. */
class ShareRefusal extends Error {}

/** A phone (or any browser) with a system share sheet that takes links. */
function hasShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' && navigator.canShare?.({ url: location.href }) === true
  );
}

/**
 * Shares the recipe as a link: through the system share sheet where there is one, else copied.
 * Null when the visitor closed the sheet (nothing to say).
 */
export async function shareRecipe(shared: SharedRecipe): Promise<ActionNote | null> {
  const link = makeShareFragment(shared).then((made) => {
    if (!made.ok) throw new ShareRefusal(made.message);
    return `${location.origin}${location.pathname}${location.search}${made.fragment}`;
  });
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
    return { message: LINK_COPIED };
  } catch (error) {
    if (error instanceof ShareRefusal) return { message: error.message };
    console.error('Sharing the recipe failed:', error);
    const url = await link.catch(() => undefined);
    return {
      message: LINK_NOT_COPIED,
      ...(url === undefined ? {} : { link: url }),
    };
  }
}
