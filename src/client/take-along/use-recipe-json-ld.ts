import { useEffect, useState } from 'react';
import type { Language } from '../../recipe/languages';
import type { Diet } from '../../recipe/recipe-request';
import type { RecipeDocument } from './recipe-document';
import type { RecipeState } from '../shared/recipe-state';

export const loadRecipeDocument = () => import('./recipe-document');

/**
 * How the recipe shown ended, as the markdown reader takes it: a recipe stopped, or cut short by
 * a failure, is incomplete like one that reached the length limit.
 */
export function finishedAs(recipe: RecipeState): RecipeState['finishReason'] {
  return recipe.status === 'done' ? recipe.finishReason : 'length';
}

/** A recipe shown whole or in part, not one being written. */
export function isShown(recipe: RecipeState): boolean {
  return recipe.status !== 'idle' && recipe.status !== 'writing' && recipe.markdown !== '';
}

/**
 * The recipe shown as JSON-LD, also put in the page's head as `<script type="application/ld+json">`
 * (built with DOM APIs, its text escaped), replaced when the version shown changes and removed when
 * none is. Null while there is none, or while the reader loads.
 */
export function useRecipeJsonLd(
  recipe: RecipeState,
  diet: readonly Diet[] | undefined,
  language?: Language,
): RecipeDocument | null {
  const [made, setMade] = useState<{ key: string; document: RecipeDocument } | null>(null);
  const shown = isShown(recipe);
  const finishReason = finishedAs(recipe);
  const { markdown } = recipe;
  const dietKey = (diet ?? []).join(',');
  const key = JSON.stringify([markdown, finishReason, dietKey, language]);

  useEffect(() => {
    if (!shown) return;
    let current = true;
    let script: HTMLScriptElement | null = null;
    loadRecipeDocument()
      .then(({ recipeDocument, scriptJson }) => {
        if (!current) return;
        const document = recipeDocument(
          markdown,
          finishReason,
          dietKey === '' ? undefined : (dietKey.split(',') as Diet[]),
          language,
        );
        script = window.document.createElement('script');
        script.type = 'application/ld+json';
        script.textContent = scriptJson(document.jsonLd);
        window.document.head.append(script);
        setMade({ key, document });
      })
      .catch((error: unknown) => console.error('The recipe reader failed to load:', error));
    return () => {
      current = false;
      script?.remove();
    };
  }, [shown, markdown, finishReason, dietKey, language, key]);

  return shown && made?.key === key ? made.document : null;
}
