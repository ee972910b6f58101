import { useRef } from 'react';
import {
  MAX_AVOID,
  canAvoidMore,
  describeAvoidProblem,
  findAvoidProblem,
} from '../../recipe/avoid-rules';
import { normalizeIngredient } from '../../recipe/ingredient-rules';
import { EntryForm, type EntryOutcome } from './EntryForm';
import { RemoveIcon } from './RemoveIcon';

interface AvoidFieldProps {
  avoid: readonly string[];
  onChange: (avoid: string[]) => void;
}

export const FULL_AVOID_HINT = `At most ${MAX_AVOID} things to avoid. Remove one to add another.`;

/** Things the recipe must not contain, added like ingredients (Enter or the button). */
export function AvoidField({ avoid, onChange }: AvoidFieldProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const full = !canAvoidMore(avoid);

  function addEntry(raw: string): EntryOutcome {
    if (full) return 'ignored';
    const entry = normalizeIngredient(raw);
    const problem = findAvoidProblem(entry, avoid);
    if (problem) return { problem: describeAvoidProblem(problem) };
    onChange([...avoid, entry]);
    return 'added';
  }

  function remove(entry: string) {
    onChange(avoid.filter((other) => other !== entry));
    fieldRef.current?.focus();
  }

  return (
    <EntryForm
      className="entry-form options__avoid"
      name="avoid"
      label="Things to avoid"
      placeholder="e.g. peanuts"
      buttonText="Add to avoid"
      buttonClassName="button-quiet"
      inputRef={fieldRef}
      onEntry={addEntry}
      standingHint={full ? FULL_AVOID_HINT : undefined}
    >
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
    </EntryForm>
  );
}
