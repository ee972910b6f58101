import { useEffect, useRef, useState } from 'react';
import {
  canAddMoreIngredients,
  findIngredientProblem,
  hasEnoughIngredients,
} from '../recipe/ingredient-rules';
import { hasOptions, type RecipeOptions } from '../recipe/recipe-request';
import type { SharedRecipe } from '../recipe/share-link';
import { GetRecipePanel } from './components/GetRecipePanel';
import { Header } from './components/Header';
import { IngredientForm } from './components/IngredientForm';
import { IngredientList } from './components/IngredientList';
import { RecipeActions } from './components/RecipeActions';
import { RecipeOptionsForm } from './components/RecipeOptionsForm';
import { RecipeSection } from './components/RecipeSection';
import { loadRecipeMarkdown } from './hooks/use-recipe-markdown';
import { RecipeVersions } from './components/RecipeVersions';
import { ReviseForm } from './components/ReviseForm';
import { LocalModelNote } from './components/LocalModelNote';
import { useServerStatus } from './hooks/use-server-status';
import { useRecipeVersions } from './hooks/use-recipe-versions';
import { loadRecipeDocument, useRecipeJsonLd } from './hooks/use-recipe-json-ld';
import { useSharedLink } from './hooks/use-shared-link';
import { useWishesUi } from './hooks/use-wishes-ui';
import type { OpenedRecipe } from './recipe-box/kept-versions';
import { MyRecipesSlot } from './recipe-box/MyRecipesSlot';
import { useRecipeBox } from './recipe-box/use-recipe-box';

export const DEMO_NOTICE =
  'Demo: recipes here are samples from a built-in writer, not from an AI model, and they ignore your ingredients.';

export function App() {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const [options, setOptions] = useState<RecipeOptions>({});
  const versions = useRecipeVersions();
  const { recipe, stop } = versions;
  const { demo, local } = useServerStatus();
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const recipeAreaRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after a removal, once the list has re-rendered. */
  const focusAfterRemove = useRef<number | null>(null);
  useRecipeJsonLd(recipe, versions.asked?.options.diet);
  const [linkFailure, dismissLinkFailure] = useSharedLink(openShared);
  const wishesUi = useWishesUi(Boolean(options.diet?.length || options.avoid?.length));
  const recipeBox = useRecipeBox(versions.history);

  function getRecipe() {
    void loadRecipeMarkdown();
    // The JSON-LD of the recipe, put in the page once it is written.
    void loadRecipeDocument();
    dismissLinkFailure();
    void versions.writeRecipe(ingredients, options);
  }

  /**
   * A recipe from a shared link is shown with its ingredients and options. What the visitor
   * already had stays: their entries keep their place, the link's are added after them (as far
   * as the list has room), and options they chose win over the link's.
   */
  function openShared(shared: SharedRecipe) {
    void loadRecipeMarkdown();
    setIngredients((list) => {
      const merged = [...list];
      for (const entry of shared.ingredients) {
        if (canAddMoreIngredients(merged) && !findIngredientProblem(entry, merged)) {
          merged.push(entry);
        }
      }
      return merged;
    });
    setOptions((current) => (hasOptions(current) ? current : shared.options));
    versions.open(shared.markdown, shared.finishReason, {
      ingredients: shared.ingredients,
      options: shared.options,
    });
  }

  /** A kept recipe reopened as it was written, with its versions, ingredients and options. */
  function openKept(kept: OpenedRecipe) {
    void loadRecipeMarkdown();
    const newest = kept.versions.at(-1)!;
    setIngredients([...newest.asked.ingredients]);
    setOptions(newest.asked.options);
    versions.restore(kept.id, kept.versions);
  }

  function revise(change: string) {
    void versions.revise(ingredients, options, recipe.markdown, change);
  }

  /** Any change to the list starts a fresh history of versions. */
  function changeList(change: (list: string[]) => string[]) {
    setIngredients(change);
    versions.forgetOtherVersions();
  }

  function remove(index: number) {
    changeList((list) => list.filter((_, i) => i !== index));
    focusAfterRemove.current = index;
  }

  function clear() {
    changeList(() => []);
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
        {linkFailure && (
          <p className="link-alert" role="alert">
            {linkFailure}
          </p>
        )}
        <IngredientForm
          ingredients={ingredients}
          inputRef={fieldRef}
          onAdd={(ingredient) => changeList((list) => [...list, ingredient])}
        />
        <div ref={listRef}>
          {ingredients.length > 0 && (
            <IngredientList ingredients={ingredients} onRemove={remove} onClear={clear} />
          )}
        </div>
        {wishesUi && <wishesUi.ListWishesHint ingredients={ingredients} options={options} />}
        {ready && (
          <>
            <GetRecipePanel writing={writing} onGetRecipe={getRecipe} />
            <RecipeOptionsForm options={options} onChange={setOptions} />
          </>
        )}
        <div className="recipe-area" ref={recipeAreaRef}>
          <RecipeActions
            recipe={recipe}
            asked={versions.asked}
            onStop={stop}
            onAnother={getRecipe}
            renderedRecipe={() => recipeAreaRef.current?.querySelector('.recipe__text') ?? null}
          />
          {versions.count > 1 && (
            <RecipeVersions shown={versions.shown} count={versions.count} onShow={versions.show} />
          )}
          <RecipeSection
            recipe={recipe}
            onRetry={() => void versions.retry(ingredients, options)}
            onRewrite={ready ? revise : undefined}
          />
          {ready &&
            (recipe.status === 'done' || recipe.status === 'stopped') &&
            recipe.markdown && <ReviseForm recipe={recipe.markdown} onRevise={revise} />}
        </div>
        <MyRecipesSlot box={recipeBox} onOpen={openKept} />
      </main>
    </>
  );
}
