import { useId, useState, type FormEvent, type Ref } from 'react';
import {
  MAX_INGREDIENTS,
  canAddMoreIngredients,
  describeIngredientProblem,
  findIngredientProblem,
  normalizeIngredient,
} from '../../recipe/ingredient-rules';
import { useHydrated } from '../hooks/use-hydrated';

interface IngredientFormProps {
  ingredients: readonly string[];
  onAdd: (ingredient: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export const FULL_LIST_HINT = `The list is full: a recipe can use at most ${MAX_INGREDIENTS} ingredients. Remove one to add another.`;

export function IngredientForm({ ingredients, onAdd, inputRef }: IngredientFormProps) {
  const [hint, setHint] = useState('');
  const hintId = useId();
  const full = !canAddMoreIngredients(ingredients);
  // Typing waits for React, so nothing typed into the prerendered field is lost.
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('ingred') as HTMLInputElement;
    const ingredient = normalizeIngredient(field.value);
    const problem = findIngredientProblem(ingredient, ingredients);
    if (full) {
      setHint(''); // the full-list hint is shown for as long as the list is full
    } else if (problem) {
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
        ref={inputRef}
        type="text"
        name="ingred"
        placeholder="e.g. milk (must add 3 or more ingredients)"
        aria-label="Add ingredient"
        aria-describedby={hintId}
        autoComplete="off"
        readOnly={!hydrated}
      />
      <button type="submit">+ Add ingredient</button>
      <p id={hintId} className="add-ingredient__hint" aria-live="polite">
        {full ? FULL_LIST_HINT : hint}
      </p>
    </form>
  );
}
