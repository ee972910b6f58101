/**
 * The share code, loaded as the pointer or focus reaches Share (or a shared link is opened): the
 * link format, and the link of a recipe.
 */
import { makeShareFragment, type SharedRecipe } from './share-link';
import { ShareRefusal } from './share-messages';
import { laterTextReady } from '../i18n/later-text';

export * from './share-link';
export { laterTextReady };

/** The recipe's link, or a ShareRefusal saying in words why it cannot be one. */
export async function shareUrlOf(shared: SharedRecipe): Promise<string> {
  await laterTextReady();
  const made = await makeShareFragment(shared);
  if (!made.ok) throw new ShareRefusal(made.message);
  return `${location.origin}${location.pathname}${location.search}${made.fragment}`;
}
