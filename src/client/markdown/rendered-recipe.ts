import { loadRecipeMarkdown } from './use-recipe-markdown';

/** The plain-text stand-in RecipeSection shows until the markdown renderer has loaded. */
const PLAIN_FALLBACK = '.recipe__plain';

/**
 * The recipe as the page renders it from markdown, once the renderer's chunk has arrived and React
 * has put the rendered recipe in place of the plain-text stand-in: Copy and Print wait for it, so
 * they keep headings and bold whenever they are pressed. One markdown-to-HTML path, the page's.
 * Resolves null when there is no recipe, or when the renderer could not load (logged).
 */
export async function whenRendered(find: () => Element | null): Promise<Element | null> {
  try {
    await loadRecipeMarkdown();
  } catch (error) {
    console.error('The markdown renderer failed to load:', error);
    return null;
  }
  return new Promise((resolve) => {
    const settled = () => {
      const rendered = find();
      if (rendered && rendered.querySelector(PLAIN_FALLBACK)) return false;
      resolve(rendered);
      return true;
    };
    if (settled()) return;
    const observer = new MutationObserver(() => {
      if (settled()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
