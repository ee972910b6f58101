import { myRecipeIngredients, myRecipeName, type MyRecipe } from './my-recipe';
import { laterLanguage, lt } from '../i18n/later-text';

const formatDate = (date: string) =>
  new Intl.DateTimeFormat(laterLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(date),
  );

export function MyRecipeItem({
  recipe,
  onOpen,
  onDelete,
}: {
  recipe: MyRecipe;
  onOpen: (recipe: MyRecipe) => void;
  onDelete: (recipe: MyRecipe) => void;
}) {
  const name = myRecipeName(recipe);
  const count = recipe.versions.length;
  return (
    <li className="my-recipe">
      <h3 className="my-recipe__name">{name}</h3>
      <p className="my-recipe__meta">
        <time dateTime={recipe.updatedAt}>{formatDate(recipe.updatedAt)}</time>
        {count > 1 && ` · ${lt('versionCount', { count })}`}
      </p>
      <p className="my-recipe__ingredients">{myRecipeIngredients(recipe).join(', ')}</p>
      <div className="my-recipe__actions">
        <button type="button" aria-label={lt('openName', { name })} onClick={() => onOpen(recipe)}>
          {lt('open')}
        </button>
        <button
          type="button"
          className="button-quiet"
          aria-label={lt('deleteName', { name })}
          onClick={() => onDelete(recipe)}
        >
          {lt('delete')}
        </button>
      </div>
    </li>
  );
}
