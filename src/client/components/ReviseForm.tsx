import { useId, useState, type FormEvent } from 'react';
import {
  describeChangeProblem,
  describeRecipeTextProblem,
  findChangeProblem,
  findRecipeTextProblem,
  normalizeChange,
} from '../../recipe/revision-rules';

interface ReviseFormProps {
  /** The version shown, sent back with the change. */
  recipe: string;
  onRevise: (change: string) => void;
}

/** "Change this recipe": under a finished or stopped recipe, asks for a new version in words. */
export function ReviseForm({ recipe, onRevise }: ReviseFormProps) {
  const [hint, setHint] = useState('');
  const fieldId = useId();
  const hintId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('change') as HTMLInputElement;
    const change = normalizeChange(field.value);
    const recipeProblem = findRecipeTextProblem(recipe);
    const changeProblem = findChangeProblem(change);
    if (recipeProblem) setHint(describeRecipeTextProblem(recipeProblem));
    else if (changeProblem) setHint(describeChangeProblem(changeProblem));
    else {
      setHint('');
      field.value = '';
      onRevise(change);
      return;
    }
    field.focus();
  }

  return (
    <form className="entry-form revise" onSubmit={handleSubmit}>
      <label htmlFor={fieldId} className="entry-form__label">
        Change this recipe
      </label>
      <input
        id={fieldId}
        type="text"
        name="change"
        placeholder="e.g. no oven, I only have a pan"
        aria-describedby={hintId}
        autoComplete="off"
      />
      <button type="submit">Change recipe</button>
      <p id={hintId} className="add-ingredient__hint" aria-live="polite">
        {hint}
      </p>
    </form>
  );
}
