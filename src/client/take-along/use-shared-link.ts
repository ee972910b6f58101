import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { SharedRecipe } from './share-link';
import { t } from '../i18n/text';

export const loadShareLink = () => import('./share-recipe');

/**
 * Opens a recipe shared in the address's fragment (`#r1.…`), when the page loads and whenever
 * the fragment changes. The fragment is then taken out of the address bar: the page now holds the
 * recipe in memory like any other, so the address does not go on naming a version that may be
 * changed, and a reload does not repeat a refusal. Gives why the last link could not be opened.
 */
export function useSharedLink(
  onOpen: (recipe: SharedRecipe) => void,
): [failure: string | null, dismiss: () => void] {
  const [failure, setFailure] = useState<string | null>(null);
  const opened = useEffectEvent(onOpen);

  useEffect(() => {
    let current = true;
    async function openFragment() {
      const hash = window.location.hash;
      // Anything else in the fragment is not ours to read.
      if (!hash.startsWith('#r')) return;
      const { isShareFragment, openShareFragment, laterTextReady } = await loadShareLink();
      if (!current || !isShareFragment(hash)) return;
      await laterTextReady();
      const result = await openShareFragment(hash);
      if (!current || window.location.hash !== hash) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', pathname + search);
      if (result.ok) {
        setFailure(null);
        opened(result.recipe);
      } else {
        console.error('A shared recipe link was refused:', result.problem);
        setFailure(result.message);
      }
    }
    const open = () => {
      openFragment().catch((error: unknown) => {
        console.error('Opening a shared recipe link failed:', error);
        setFailure(t('linkNotOpened'));
      });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => {
      current = false;
      window.removeEventListener('hashchange', open);
    };
  }, []);

  const dismiss = useCallback(() => setFailure(null), []);
  return [failure, dismiss];
}
