import { useCallback, useEffect, useRef, useState } from 'react';
import type { History, Version } from '../recipe-versions/use-recipe-versions';
import type { MyRecipeVersion } from './my-recipe';

/** The store, fetched with the first recipe kept or when the list loads: never before. */
export const loadMyRecipesStore = () => import('./my-recipes-store');

export interface MyRecipesBox {
  /** The browser refused to keep recipes (private window, storage off or full). */
  refused: boolean;
  /** Something the list tried (reading, deleting, importing) was refused by the browser. */
  markRefused: () => void;
}

function myRecipeVersionOf(version: Version): MyRecipeVersion | null {
  if (version.status !== 'done' && version.status !== 'stopped') return null;
  if (!version.writtenAt || version.markdown === '') return null;
  return {
    markdown: version.markdown,
    status: version.status,
    finishReason: version.finishReason,
    ingredients: [...version.asked.ingredients],
    options: version.asked.options,
    writtenAt: version.writtenAt,
  };
}

/**
 * Keeps every finished version of the recipe shown in the browser (IndexedDB), as one kept recipe
 * per history. Nothing about it reaches the server. When the browser refuses, recipes are still
 * written and shown, and `refused` says once that they will not be kept.
 */
export function useMyRecipes(history: History): MyRecipesBox {
  const [refused, setRefused] = useState(false);
  const lastKept = useRef('');

  useEffect(() => {
    const versions = history.list.map(myRecipeVersionOf).filter((version) => version !== null);
    if (versions.length === 0) return;
    const key = `${history.id} ${versions.map((version) => version.writtenAt).join(' ')}`;
    if (key === lastKept.current) return;
    lastKept.current = key;
    loadMyRecipesStore()
      .then(({ keepHistory }) => keepHistory(history.id, versions))
      .catch((error: unknown) => {
        console.warn('The browser did not keep the recipe:', error);
        setRefused(true);
      });
  }, [history]);

  const markRefused = useCallback(() => setRefused(true), []);
  return { refused, markRefused };
}
