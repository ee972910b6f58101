interface GetRecipePanelProps {
  writing: boolean;
  onGetRecipe: () => void;
}

export function GetRecipePanel({ writing, onGetRecipe }: GetRecipePanelProps) {
  return (
    <div className="get-recipe">
      <div>
        <h3>Ready for recipe?</h3>
        <p>Generate a recipe from your list of ingredients.</p>
      </div>
      <button type="button" onClick={onGetRecipe} disabled={writing}>
        Get a recipe
      </button>
    </div>
  );
}
