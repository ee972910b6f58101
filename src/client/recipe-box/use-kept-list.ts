import { useCallback, useEffect, useState } from 'react';
import type { KeptRecipe } from './kept-recipe';
import { listKept, watchOtherTabs } from './recipe-box-store';

/**
 * The kept recipes, newest first (null until read), read again whenever this tab or another
 * changes them. `onRefused` is called when the browser refuses to read them.
 */
export function useKeptList(onRefused: () => void) {
  const [recipes, setRecipes] = useState<KeptRecipe[] | null>(null);

  const reload = useCallback(() => {
    listKept()
      .then(setRecipes)
      .catch((error: unknown) => {
        console.warn('The browser did not give the kept recipes:', error);
        setRecipes([]);
        onRefused();
      });
  }, [onRefused]);

  useEffect(() => {
    reload();
    return watchOtherTabs(reload);
  }, [reload]);

  return { recipes, reload };
}
