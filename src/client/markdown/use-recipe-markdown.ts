import type RecipeMarkdown from './renderer/RecipeMarkdown';
import { lazyModule, useLazyModule } from '../shared/use-lazy-module';

const renderer = lazyModule<typeof RecipeMarkdown>(() =>
  import('./renderer/RecipeMarkdown').then((module) => module.default),
);

export const loadRecipeMarkdown = renderer.load;

/**
 * The markdown renderer, or undefined until its chunk has arrived (`needed` starts loading it).
 * Not React.lazy: a fast recipe would stay plain text for up to 300 ms after the renderer was
 * in. If the chunk cannot load, the words stay as plain text. While the recipe is `writing`,
 * the renderer comes in with the next frame's text.
 */
export function useRecipeMarkdown(needed: boolean, writing: boolean) {
  return useLazyModule(renderer, needed, 'The markdown renderer', writing);
}
