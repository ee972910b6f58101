import { useState } from 'react';
import { MAX_MY_RECIPES, myRecipeName, matchesSearch, type MyRecipe } from './my-recipe';
import { MyRecipeItem } from './MyRecipeItem';
import { openedRecipe, type OpenedRecipe } from './opened-recipe';
import { RecipeFileControls, countOf } from './RecipeFileControls';
import { forgetAllMyRecipes, forgetMyRecipe, keepRecipes } from './my-recipes-store';
import type { MyRecipesBox } from './use-my-recipes';
import { useMyRecipesList } from './use-my-recipes-list';
import { lt } from '../i18n/later-text';
import './my-recipes.css';

export { laterTextReady } from '../i18n/later-text';

export interface MyRecipesProps {
  box: MyRecipesBox;
  onOpen: (recipe: OpenedRecipe) => void;
}

interface Message {
  text: string;
  alert: boolean;
  /** A deleted recipe that Undo puts back. */
  undo?: MyRecipe;
}

/**
 * "My recipes": every recipe kept in this browser, newest first, to search, open, delete (with
 * undo), forget all, export and import.
 */
export function MyRecipes({ box, onOpen }: MyRecipesProps) {
  const { recipes } = useMyRecipesList(box.markRefused);
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);

  function run(task: Promise<void>, done: Message | null) {
    task
      .then(() => setMessage(done))
      .catch((error: unknown) => {
        console.warn('The browser refused to change the kept recipes:', error);
        box.markRefused();
      });
  }

  /** Opened above, where the recipe is read and changed; focus follows it. */
  function open(recipe: MyRecipe) {
    onOpen(openedRecipe(recipe));
    requestAnimationFrame(() => {
      const area = document.querySelector<HTMLElement>('.recipe-area');
      area?.scrollIntoView({ block: 'start' });
      area?.querySelector<HTMLElement>('[data-primary-action]')?.focus({ preventScroll: true });
    });
  }

  const remove = (recipe: MyRecipe) =>
    run(forgetMyRecipe(recipe.id), {
      text: lt('deleted', { name: myRecipeName(recipe) }),
      alert: false,
      undo: recipe,
    });

  function forgetAll() {
    setConfirming(false);
    run(forgetAllMyRecipes(), { text: lt('forgotAll'), alert: false });
  }

  const shown = (recipes ?? []).filter((recipe) => matchesSearch(recipe, query));
  return (
    <>
      <p className="my-recipes__note">{lt('keptNote', { max: MAX_MY_RECIPES })}</p>
      {recipes && recipes.length > 0 && (
        <label className="my-recipes__search">
          {lt('search')}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
      )}
      <p className="my-recipes__count" role="status">
        {countLine(recipes, shown.length, query)}
      </p>
      <ul className="my-recipes__list">
        {shown.map((recipe) => (
          <MyRecipeItem key={recipe.id} recipe={recipe} onOpen={open} onDelete={remove} />
        ))}
      </ul>
      <div role={message?.alert ? 'alert' : 'status'} className="my-recipes__message">
        {message?.text}
        {message?.undo && (
          <button type="button" onClick={() => run(keepRecipes([message.undo!]), null)}>
            {lt('undo')}
          </button>
        )}
      </div>
      <RecipeFileControls recipes={recipes ?? []} onMessage={setMessage} />
      <ForgetAll
        count={recipes?.length ?? 0}
        confirming={confirming}
        onAsk={setConfirming}
        onForget={forgetAll}
      />
    </>
  );
}

function countLine(recipes: MyRecipe[] | null, matching: number, query: string): string {
  if (recipes === null) return lt('reading');
  if (recipes.length === 0) return lt('noneKept');
  if (query.trim() === '') return lt('countKept', { count: countOf(recipes.length) });
  return lt('countMatch', { matching, count: countOf(recipes.length) });
}

function ForgetAll({
  count,
  confirming,
  onAsk,
  onForget,
}: {
  count: number;
  confirming: boolean;
  onAsk: (asking: boolean) => void;
  onForget: () => void;
}) {
  if (count === 0) return null;
  if (!confirming) {
    return (
      <button type="button" className="button-quiet" onClick={() => onAsk(true)}>
        {lt('forgetAllRecipes')}
      </button>
    );
  }
  return (
    <div className="my-recipes__confirm" role="group" aria-label={lt('forgetAllRecipes')}>
      <p>{lt('forgetAllConfirm', { count: countOf(count) })}</p>
      <button type="button" onClick={onForget}>
        {lt('forgetAll')}
      </button>
      <button type="button" className="button-quiet" onClick={() => onAsk(false)}>
        {lt('keepThem')}
      </button>
    </div>
  );
}
