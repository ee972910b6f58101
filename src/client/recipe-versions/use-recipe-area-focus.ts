import { useEffect, useRef } from 'react';
import type { RecipeState } from '../shared/recipe-state';

/**
 * The recipe area scrolls into view as a recipe starts, and a keyboard user whose button just went
 * away (or was disabled) lands on the next action: the main one (Stop, Get another recipe), else
 * Try again. The refs go on those elements.
 */
export function useRecipeAreaFocus(status: RecipeState['status']) {
  const areaRef = useRef<HTMLDivElement>(null);
  const primaryActionRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const writing = status === 'writing';

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    if (writing) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      area.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
    const active = document.activeElement;
    if (!active || active === document.body || (active as HTMLButtonElement).disabled) {
      (primaryActionRef.current ?? retryRef.current)?.focus({ preventScroll: true });
    }
  }, [writing, status]);

  return { areaRef, primaryActionRef, retryRef };
}
