interface IngredientListProps {
  ingredients: readonly string[];
}

export function IngredientList({ ingredients }: IngredientListProps) {
  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">Ingredients on hand:</h2>
      <ul className="ingredients__list">
        {ingredients.map((ingredient) => (
          <li key={ingredient}>{ingredient}</li>
        ))}
      </ul>
    </section>
  );
}
