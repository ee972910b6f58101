import { useEffect, useRef, useState } from 'react';
import { hasEnoughIngredients } from '../recipe/ingredient-rules';
import type { RecipeOptions } from '../recipe/recipe-request';
import { GetRecipePanel } from './components/GetRecipePanel';
import { Header } from './components/Header';
import { IngredientForm } from './components/IngredientForm';
import { IngredientList } from './components/IngredientList';
import { RecipeActions } from './components/RecipeActions';
import { RecipeOptionsForm } from './components/RecipeOptionsForm';
import { loadRecipeMarkdown, RecipeSection } from './components/RecipeSection';
import { LocalModelNote } from './components/LocalModelNote';
import { useServerStatus } from './hooks/use-server-status';
import { useRecipe } from './hooks/use-recipe';

export const DEMO_NOTICE =
  'Demo: recipes here are samples from a built-in writer, not from an AI model, and they ignore your ingredients.';

export function App() {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const [options, setOptions] = useState<RecipeOptions>({});
  const { state: recipe, start, stop } = useRecipe();
  const { demo, local } = useServerStatus();
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const recipeAreaRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after a removal, once the list has re-rendered. */
  const focusAfterRemove = useRef<number | null>(null);

  function getRecipe() {
    void loadRecipeMarkdown();
    void start(ingredients, options);
  }

  function remove(index: number) {
    setIngredients((list) => list.filter((_, i) => i !== index));
    focusAfterRemove.current = index;
  }

  function clear() {
    setIngredients([]);
    fieldRef.current?.focus();
  }

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-index]');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? fieldRef.current)?.focus();
  }, [ingredients]);

  const ready = hasEnoughIngredients(ingredients);

  const writing = recipe.status === 'writing';
  useEffect(() => {
    const area = recipeAreaRef.current;
    if (!area) return;
    if (writing) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      area.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
    // A keyboard user whose button just went away (or was disabled) lands on the next action.
    const active = document.activeElement;
    if (!active || active === document.body || (active as HTMLButtonElement).disabled) {
      area
        .querySelector<HTMLButtonElement>('[data-primary-action], .recipe__retry')
        ?.focus({ preventScroll: true });
    }
  }, [writing, recipe.status]);

  return (
    <>
      <Header demo={demo} />
      <main className="main">
        {demo && <p className="demo-notice">{DEMO_NOTICE}</p>}
        {local && <LocalModelNote local={local} />}
        <IngredientForm
          ingredients={ingredients}
          inputRef={fieldRef}
          onAdd={(ingredient) => setIngredients((list) => [...list, ingredient])}
        />
        <div ref={listRef}>
          {ingredients.length > 0 && (
            <IngredientList ingredients={ingredients} onRemove={remove} onClear={clear} />
          )}
        </div>
        {ready && (
          <>
            <GetRecipePanel writing={writing} onGetRecipe={getRecipe} />
            <RecipeOptionsForm options={options} onChange={setOptions} />
          </>
        )}
        <div className="recipe-area" ref={recipeAreaRef}>
          <RecipeActions
            recipe={recipe}
            onStop={stop}
            onAnother={getRecipe}
            renderedRecipe={() => recipeAreaRef.current?.querySelector('.recipe__text') ?? null}
          />
          <RecipeSection recipe={recipe} onRetry={getRecipe} />
        </div>
      </main>
    </>
  );
}
