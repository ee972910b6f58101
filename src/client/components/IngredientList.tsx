interface IngredientListProps {
  ingredients: readonly string[];
  onRemove: (index: number) => void;
  onClear: () => void;
}

export function IngredientList({ ingredients, onRemove, onClear }: IngredientListProps) {
  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">Ingredients on hand:</h2>
      <ul className="ingredients__list">
        {ingredients.map((ingredient, index) => (
          <li key={ingredient} className="ingredients__item">
            {ingredient}
            {/* An icon button: the entry's text stays just the ingredient. */}
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${ingredient}`}
              title={`Remove ${ingredient}`}
              data-remove-index={index}
              onClick={() => onRemove(index)}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M3.5 3.5l9 9m0-9l-9 9"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button-quiet" onClick={onClear}>
        Clear list
      </button>
    </section>
  );
}
