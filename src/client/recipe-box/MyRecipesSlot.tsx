import { useEffect, useState, type ComponentType } from 'react';
import type { OpenedRecipe } from './kept-versions';
import type { MyRecipesProps } from './MyRecipes';
import type { RecipeBox } from './use-recipe-box';
import { whenIdle } from './when-idle';

export const NOT_KEPT_NOTICE =
  'This browser does not let the page keep recipes (a private window, storage turned off, or full): recipes you get now are shown but will not be kept after you leave.';

const loadMyRecipes = () => import('./MyRecipes');

/** The built page registers its service worker (offline reading); the dev server does not. */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .catch((error: unknown) => console.warn('The offline copy of the page is not kept:', error));
}

/**
 * Where "My recipes" goes: its code (the list, search, export, import) is fetched once the page is
 * idle, so the first paint and the first chunk never carry it. The notice that recipes will not
 * be kept is here, shown once.
 */
export function MyRecipesSlot({
  box,
  onOpen,
}: {
  box: RecipeBox;
  onOpen: (recipe: OpenedRecipe) => void;
}) {
  const [List, setList] = useState<ComponentType<MyRecipesProps> | null>(null);

  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => {
      registerServiceWorker();
      loadMyRecipes()
        .then(({ MyRecipes }) => {
          if (current) setList(() => MyRecipes);
        })
        .catch((error: unknown) => console.error('My recipes failed to load:', error));
    });
    return () => {
      current = false;
      cancel();
    };
  }, []);

  return (
    <>
      {box.refused && (
        <p className="link-alert" role="status">
          {NOT_KEPT_NOTICE}
        </p>
      )}
      {List && <List box={box} onOpen={onOpen} />}
    </>
  );
}
