import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyRecipe } from './my-recipe';
import { listMyRecipes, watchChanges } from './my-recipes-store';

/**
 * The kept recipes, newest first (null until read), read again whenever this tab or another
 * changes them. `onRefused` is called when the browser refuses to read them.
 */
export function useMyRecipesList(onRefused: () => void) {
  const [recipes, setRecipes] = useState<MyRecipe[] | null>(null);
  /** Only the latest read is shown: an earlier one finishing late would show the past. */
  const latestRead = useRef(0);

  const reload = useCallback(() => {
    latestRead.current += 1;
    const read = latestRead.current;
    listMyRecipes()
      .then((kept) => {
        if (read === latestRead.current) setRecipes(kept);
      })
      .catch((error: unknown) => {
        console.warn('The browser did not give the kept recipes:', error);
        setRecipes([]);
        onRefused();
      });
  }, [onRefused]);

  useEffect(() => {
    reload();
    return watchChanges(reload);
  }, [reload]);

  return { recipes, reload };
}
