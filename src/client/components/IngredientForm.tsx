import { useId, useState, type FormEvent } from 'react';
import {
  describeIngredientProblem,
  findIngredientProblem,
  normalizeIngredient,
} from '../../recipe/ingredient-rules';

interface IngredientFormProps {
  ingredients: readonly string[];
  onAdd: (ingredient: string) => void;
}

export function IngredientForm({ ingredients, onAdd }: IngredientFormProps) {
  const [hint, setHint] = useState('');
  const hintId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('ingred') as HTMLInputElement;
    const ingredient = normalizeIngredient(field.value);
    const problem = findIngredientProblem(ingredient, ingredients);
    if (problem) {
      setHint(describeIngredientProblem(problem));
    } else {
      setHint('');
      onAdd(ingredient);
      field.value = '';
    }
    field.focus();
  }

  return (
    <form className="add-ingredient" onSubmit={handleSubmit}>
      <input
        type="text"
        name="ingred"
        placeholder="e.g. milk (must add 3 or more ingredients)"
        aria-label="Add ingredient"
        aria-describedby={hintId}
        autoComplete="off"
      />
      <button type="submit">+ Add ingredient</button>
      <p id={hintId} className="add-ingredient__hint" aria-live="polite">
        {hint}
      </p>
    </form>
  );
}
