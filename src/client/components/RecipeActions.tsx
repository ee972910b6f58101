import { useState } from 'react';
import { copyRecipe, recipeHtml } from '../copy-recipe';
import type { RecipeState } from '../hooks/use-recipe';
import { whenRendered } from '../rendered-recipe';

interface RecipeActionsProps {
  recipe: RecipeState;
  onStop: () => void;
  onAnother: () => void;
  /** The rendered recipe, copied as HTML beside its markdown and printed. */
  renderedRecipe: () => Element | null;
}

/** Stop while writing; afterwards another recipe, copy and print. Outside the live region. */
export function RecipeActions({ recipe, onStop, onAnother, renderedRecipe }: RecipeActionsProps) {
  // Remembered with the text it was about, so it disappears with the next recipe.
  const [copyStatus, setCopyStatus] = useState({ markdown: '', message: '' });
  const { status, markdown } = recipe;
  const finished = status === 'done' || status === 'stopped';

  async function copy() {
    try {
      const html = whenRendered(renderedRecipe).then(
        (rendered) => rendered && recipeHtml(rendered),
      );
      await copyRecipe(markdown, html);
      setCopyStatus({ markdown, message: 'Recipe copied.' });
    } catch (error) {
      console.error('Copying the recipe failed:', error);
      setCopyStatus({
        markdown,
        message: 'Could not copy the recipe. Select the text and copy it instead.',
      });
    }
  }

  /** Prints once the recipe is rendered from markdown, not its plain-text stand-in. */
  async function print() {
    await whenRendered(renderedRecipe);
    window.print();
  }

  if (status === 'idle') return null;
  return (
    <div className="recipe-actions">
      {status === 'writing' && (
        <button type="button" onClick={onStop} data-primary-action>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <rect x="3" y="3" width="10" height="10" rx="1.5" fill="currentColor" />
          </svg>
          Stop
        </button>
      )}
      {finished && (
        <button type="button" onClick={onAnother} data-primary-action>
          Get another recipe
        </button>
      )}
      {status !== 'writing' && markdown && (
        <>
          <button type="button" className="button-quiet" onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className="button-quiet" onClick={() => void print()}>
            Print
          </button>
        </>
      )}
      <p className="recipe-actions__status" role="status">
        {status !== 'writing' && copyStatus.markdown === markdown ? copyStatus.message : ''}
      </p>
    </div>
  );
}
