import { myRecipeIngredients, myRecipeName, type MyRecipe } from './my-recipe';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
        <time dateTime={recipe.updatedAt}>{DATE_FORMAT.format(new Date(recipe.updatedAt))}</time>
        {count > 1 && ` · ${count} versions`}
      </p>
      <p className="my-recipe__ingredients">{myRecipeIngredients(recipe).join(', ')}</p>
      <div className="my-recipe__actions">
        <button type="button" aria-label={`Open ${name}`} onClick={() => onOpen(recipe)}>
          Open
        </button>
        <button
          type="button"
          className="button-quiet"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(recipe)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
