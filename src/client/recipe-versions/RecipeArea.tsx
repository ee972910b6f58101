import { useRef } from 'react';
import { useRecipeAreaFocus } from './use-recipe-area-focus';
import { useRecipeJsonLd } from '../take-along/use-recipe-json-ld';
import type { useRecipeVersions } from './use-recipe-versions';
import { RecipeActions } from '../take-along/RecipeActions';
import { useKitchenStarter } from '../kitchen/use-kitchen-starter';
import { RecipeSection } from './RecipeSection';
import { RecipeVersions } from './RecipeVersions';
import { ReviseForm } from './ReviseForm';

interface RecipeAreaProps {
  versions: ReturnType<typeof useRecipeVersions>;
  /** Enough ingredients for a recipe: a change or a rewrite can be asked for. */
  ready: boolean;
  onAnother: () => void;
  onRetry: () => void;
  onRevise: (change: string) => void;
}

/** The recipe with its actions, its versions and the form that changes it. */
export function RecipeArea({ versions, ready, onAnother, onRetry, onRevise }: RecipeAreaProps) {
  const { recipe } = versions;
  const { areaRef, primaryActionRef, retryRef } = useRecipeAreaFocus(recipe.status);
  const recipeTextRef = useRef<HTMLElement>(null);
  const recipeDocument = useRecipeJsonLd(
    recipe,
    versions.asked?.options.diet,
    versions.asked?.options.language,
  );
  const finished = recipe.status === 'done' || recipe.status === 'stopped';
  const kitchen = useKitchenStarter(recipe.status !== 'idle');
  const asked = versions.asked ?? { ingredients: [], options: {} };
  return (
    <div className="recipe-area" ref={areaRef}>
      <RecipeActions
        recipe={recipe}
        asked={versions.asked}
        onStop={versions.stop}
        onAnother={onAnother}
        renderedRecipe={recipeTextRef}
        recipeDocument={recipeDocument}
        primaryActionRef={primaryActionRef}
      />
      {versions.count > 1 && (
        <RecipeVersions shown={versions.shown} count={versions.count} onShow={versions.show} />
      )}
      <RecipeSection
        recipe={recipe}
        wishes={versions.asked?.options}
        onRetry={onRetry}
        onRewrite={ready ? onRevise : undefined}
        textRef={recipeTextRef}
        retryRef={retryRef}
      />
      {kitchen && recipe.status === 'done' && recipe.markdown && (
        <kitchen.KitchenStarter
          markdown={recipe.markdown}
          onHand={asked.ingredients}
          version={versions.shown + 1}
          onScaled={(scaled) => versions.open(scaled, recipe.finishReason, asked)}
          language={asked.options.language}
        />
      )}
      {ready && finished && recipe.markdown && (
        <ReviseForm recipe={recipe.markdown} onRevise={onRevise} />
      )}
    </div>
  );
}
