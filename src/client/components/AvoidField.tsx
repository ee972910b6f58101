import { useId, useState, type FormEvent } from 'react';
import {
  MAX_AVOID,
  canAvoidMore,
  describeAvoidProblem,
  findAvoidProblem,
} from '../../recipe/avoid-rules';
import { normalizeIngredient } from '../../recipe/ingredient-rules';
import { RemoveIcon } from './RemoveIcon';

interface AvoidFieldProps {
  avoid: readonly string[];
  onChange: (avoid: string[]) => void;
}

export const FULL_AVOID_HINT = `At most ${MAX_AVOID} things to avoid. Remove one to add another.`;

/** Things the recipe must not contain, added like ingredients (Enter or the button). */
export function AvoidField({ avoid, onChange }: AvoidFieldProps) {
  const [hint, setHint] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const full = !canAvoidMore(avoid);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('avoid') as HTMLInputElement;
    if (full) return;
    const entry = normalizeIngredient(field.value);
    const problem = findAvoidProblem(entry, avoid);
    if (problem) {
      setHint(describeAvoidProblem(problem));
    } else {
      setHint('');
      field.value = '';
      onChange([...avoid, entry]);
    }
    field.focus();
  }

  function remove(entry: string) {
    onChange(avoid.filter((other) => other !== entry));
    document.getElementById(fieldId)?.focus();
  }

  return (
    <form className="entry-form options__avoid" onSubmit={handleSubmit}>
      <label htmlFor={fieldId} className="entry-form__label">
        Things to avoid
      </label>
      <input
        id={fieldId}
        type="text"
        name="avoid"
        placeholder="e.g. peanuts"
        aria-describedby={hintId}
        autoComplete="off"
      />
      <button type="submit" className="button-quiet">
        Add to avoid
      </button>
      <p id={hintId} className="add-ingredient__hint" aria-live="polite">
        {full ? FULL_AVOID_HINT : hint}
      </p>
      {avoid.length > 0 && (
        <ul className="chips" aria-label="Avoiding">
          {avoid.map((entry) => (
            <li key={entry} className="chip">
              {entry}
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${entry} from things to avoid`}
                title={`Remove ${entry}`}
                onClick={() => remove(entry)}
              >
                <RemoveIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
