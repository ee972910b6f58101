import { lazy, Suspense } from 'react';
import type { RecipeState } from '../hooks/use-recipe';

export const loadRecipeMarkdown = () => import('./RecipeMarkdown');
const RecipeMarkdown = lazy(loadRecipeMarkdown);

export function RecipeSection({ recipe }: { recipe: RecipeState }) {
  const { status, markdown, error } = recipe;
  return (
    <section
      className="recipe"
      aria-label="Suggested recipe"
      aria-live="polite"
      aria-busy={status === 'writing' ? true : undefined}
    >
      {markdown && (
        <article className="recipe__text">
          {/* Until the renderer has loaded, the words show as plain text. */}
          <Suspense fallback={<p className="recipe__plain">{markdown}</p>}>
            <RecipeMarkdown markdown={markdown} />
          </Suspense>
        </article>
      )}
      {error && (
        <div className="recipe__error" role="alert">
          {error.message}
          {error.retryAfterSeconds !== undefined &&
            ` You can try again in ${error.retryAfterSeconds} seconds.`}
        </div>
      )}
    </section>
  );
}
