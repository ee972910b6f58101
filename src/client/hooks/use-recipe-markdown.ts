import { useEffect, useState } from 'react';
import type RecipeMarkdown from '../components/RecipeMarkdown';

type Renderer = typeof RecipeMarkdown;

/** The renderer once its chunk has run: a later page render uses it at once. */
let loaded: Renderer | undefined;

export const loadRecipeMarkdown = () =>
  import('../components/RecipeMarkdown').then((module) => (loaded = module.default));

/**
 * The markdown renderer, or undefined until its chunk has arrived (`needed` starts loading it).
 * Not React.lazy: a Suspense boundary holds back what it reveals for up to 300 ms after it showed
 * its fallback, so a recipe that came fast would stay plain text that long after the renderer was
 * in. If the chunk cannot load, the words stay as plain text.
 */
export function useRecipeMarkdown(needed: boolean): Renderer | undefined {
  const [renderer, setRenderer] = useState(() => loaded);
  useEffect(() => {
    if (renderer || !needed) return;
    let current = true;
    loadRecipeMarkdown().then(
      (ready) => current && setRenderer(() => ready),
      (error: unknown) => console.error('The markdown renderer failed to load:', error),
    );
    return () => {
      current = false;
    };
  }, [renderer, needed]);
  return renderer;
}
