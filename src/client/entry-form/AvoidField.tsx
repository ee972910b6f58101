import { useRef } from 'react';
import { MAX_AVOID, canAvoidMore, findAvoidProblem } from '../../recipe/avoid-rules';
import { normalizeIngredient } from '../../recipe/ingredient-rules';
import { EntryForm, type EntryOutcome } from './EntryForm';
import { RemoveIcon } from './RemoveIcon';
import { t } from '../i18n/text';
import { avoidProblemText } from '../i18n/problem-text';

interface AvoidFieldProps {
  avoid: readonly string[];
  onChange: (avoid: string[]) => void;
}

/** Things the recipe must not contain, added like ingredients (Enter or the button). */
export function AvoidField({ avoid, onChange }: AvoidFieldProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const full = !canAvoidMore(avoid);

  function addEntry(raw: string): EntryOutcome {
    if (full) return 'ignored';
    const entry = normalizeIngredient(raw);
    const problem = findAvoidProblem(entry, avoid);
    if (problem) return { problem: avoidProblemText(problem) };
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
      label={t('avoidLabel')}
      placeholder={t('avoidPlaceholder')}
      buttonText={t('avoidButton')}
      buttonClassName="button-quiet"
      inputRef={fieldRef}
      onEntry={addEntry}
      standingHint={full ? t('avoidFull', { max: MAX_AVOID }) : undefined}
    >
      {avoid.length > 0 && (
        <ul className="chips" aria-label={t('avoiding')}>
          {avoid.map((entry) => (
            <li key={entry} className="chip">
              {entry}
              <button
                type="button"
                className="icon-button"
                aria-label={t('removeAvoid', { name: entry })}
                title={t('remove', { name: entry })}
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
