import { useState } from 'react';
import { hasEnoughIngredients } from '../recipe/ingredient-rules';
import { hasOptions, type RecipeOptions } from '../recipe/recipe-request';
import type { SharedRecipe } from './take-along/share-link';
import { GetRecipePanel } from './entry-form/GetRecipePanel';
import { Header } from './server-status/Header';
import { IngredientForm } from './entry-form/IngredientForm';
import { IngredientList } from './entry-form/IngredientList';
import { RecipeArea } from './recipe-versions/RecipeArea';
import { RecipeOptionsForm } from './entry-form/RecipeOptionsForm';
import { loadRecipeMarkdown } from './markdown/use-recipe-markdown';
import { LocalModelNote } from './server-status/LocalModelNote';
import { useServerStatus } from './server-status/use-server-status';
import { useIngredientList } from './entry-form/use-ingredient-list';
import { useRecipeVersions } from './recipe-versions/use-recipe-versions';
import { loadRecipeDocument } from './take-along/use-recipe-json-ld';
import { useSharedLink } from './take-along/use-shared-link';
import { useWishesUi } from './wishes/use-wishes-ui';
import type { OpenedRecipe } from './my-recipes/opened-recipe';
import { MyRecipesSlot } from './my-recipes/MyRecipesSlot';
import { useMyRecipes } from './my-recipes/use-my-recipes';
import { t } from './i18n/text';

/** The code that shows a recipe, and its JSON-LD, put in the page once it is written. */
function loadRecipeCode() {
  void loadRecipeMarkdown();
  void loadRecipeDocument();
}

export function App() {
  const versions = useRecipeVersions();
  const list = useIngredientList(versions.forgetOtherVersions);
  const { ingredients, fieldRef, removeButtons } = list;
  const [options, setOptions] = useState<RecipeOptions>({});
  const { demo, local } = useServerStatus();
  const [linkFailure, dismissLinkFailure] = useSharedLink(openShared);
  const wishesUi = useWishesUi(Boolean(options.diet?.length || options.avoid?.length));
  const myRecipesBox = useMyRecipes(versions.history);

  function getRecipe() {
    loadRecipeCode();
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
    list.merge(shared.ingredients);
    setOptions((current) => (hasOptions(current) ? current : shared.options));
    versions.open(shared.markdown, shared.finishReason, {
      ingredients: shared.ingredients,
      options: shared.options,
    });
  }

  /** A kept recipe reopened as it was written, with its versions, ingredients and options. */
  function openMyRecipe(kept: OpenedRecipe) {
    void loadRecipeMarkdown();
    const newest = kept.versions.at(-1)!;
    list.replace(newest.asked.ingredients);
    setOptions(newest.asked.options);
    versions.restore(kept.id, kept.versions);
  }

  const revise = (change: string) =>
    void versions.revise(ingredients, options, versions.recipe.markdown, change);
  const ready = hasEnoughIngredients(ingredients);

  return (
    <>
      <Header demo={demo} />
      <main className="main">
        <PageNotices demo={demo} local={local} linkFailure={linkFailure} />
        <IngredientForm ingredients={ingredients} inputRef={fieldRef} onAdd={list.add} />
        <div>
          <IngredientList
            ingredients={ingredients}
            onRemove={list.remove}
            onClear={list.clear}
            removeButtons={removeButtons}
          />
        </div>
        {wishesUi && <wishesUi.ListWishesHint ingredients={ingredients} options={options} />}
        {ready && (
          <>
            <GetRecipePanel
              writing={versions.recipe.status === 'writing'}
              onGetRecipe={getRecipe}
            />
            <RecipeOptionsForm options={options} onChange={setOptions} />
          </>
        )}
        <RecipeArea
          versions={versions}
          ready={ready}
          onAnother={getRecipe}
          onRetry={() => void versions.retry(ingredients, options)}
          onRevise={revise}
        />
        <MyRecipesSlot box={myRecipesBox} onOpen={openMyRecipe} />
      </main>
    </>
  );
}

interface PageNoticesProps {
  demo: boolean;
  local: ReturnType<typeof useServerStatus>['local'];
  linkFailure: string | null;
}

/** What the visitor is told before anything else: a demo, the local model, a broken link. */
function PageNotices({ demo, local, linkFailure }: PageNoticesProps) {
  return (
    <>
      {demo && <p className="demo-notice">{t('demoNotice')}</p>}
      {local && <LocalModelNote local={local} />}
      {linkFailure && (
        <p className="link-alert" role="alert">
          {linkFailure}
        </p>
      )}
    </>
  );
}
