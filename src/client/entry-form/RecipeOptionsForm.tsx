import { useId } from 'react';
import {
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  type Diet,
  type RecipeOptions,
  type Units,
} from '../../recipe/recipe-request';
import { AvoidField } from './AvoidField';
import { t } from '../i18n/text';
import type { TextKey } from '../i18n/catalog';

const UNIT_CHOICES: { value: Units | undefined; label: TextKey }[] = [
  { value: undefined, label: 'any' },
  { value: 'metric', label: 'unitsMetric' },
  { value: 'us', label: 'unitsUs' },
];

interface RecipeOptionsFormProps {
  options: RecipeOptions;
  onChange: (options: RecipeOptions) => void;
}

const SERVINGS = Array.from(
  { length: MAX_SERVINGS - MIN_SERVINGS + 1 },
  (_, index) => MIN_SERVINGS + index,
);

/**
 * Servings, dietary needs, things to avoid and units, all off by default; they only extend the
 * system message.
 */
export function RecipeOptionsForm({ options, onChange }: RecipeOptionsFormProps) {
  const servingsId = useId();
  const diet = options.diet ?? [];

  function setServings(value: string) {
    onChange(withOption(options, 'servings', value === '' ? undefined : Number(value)));
  }

  function toggleDiet(choice: Diet, checked: boolean) {
    const next = DIETS.filter((d) => (d === choice ? checked : diet.includes(d)));
    onChange(withOption(options, 'diet', next.length === 0 ? undefined : next));
  }

  return (
    <details className="options">
      <summary>{t('optionsSummary')}</summary>
      <div className="options__body">
        <div className="options__servings">
          <label htmlFor={servingsId}>{t('servings')}</label>
          <select
            id={servingsId}
            value={options.servings === undefined ? '' : String(options.servings)}
            onChange={(event) => setServings(event.target.value)}
          >
            <option value="">{t('any')}</option>
            {SERVINGS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="options__diet">
          <legend>{t('dietLegend')}</legend>
          {DIETS.map((choice) => (
            <label key={choice} className="options__check">
              <input
                type="checkbox"
                name="diet"
                value={choice}
                checked={diet.includes(choice)}
                onChange={(event) => toggleDiet(choice, event.target.checked)}
              />
              {t(choice)}
            </label>
          ))}
        </fieldset>
        <fieldset className="options__diet">
          <legend>{t('unitsLegend')}</legend>
          {UNIT_CHOICES.map((choice) => (
            <label key={choice.label} className="options__check">
              <input
                type="radio"
                name="units"
                value={choice.value ?? ''}
                checked={options.units === choice.value}
                onChange={() => onChange(withOption(options, 'units', choice.value))}
              />
              {t(choice.label)}
            </label>
          ))}
        </fieldset>
        <AvoidField
          avoid={options.avoid ?? []}
          onChange={(avoid) =>
            onChange(withOption(options, 'avoid', avoid.length === 0 ? undefined : avoid))
          }
        />
      </div>
    </details>
  );
}

/** A copy with one option set, or left out entirely when `value` is undefined. */
function withOption<K extends keyof RecipeOptions>(
  options: RecipeOptions,
  key: K,
  value: RecipeOptions[K] | undefined,
): RecipeOptions {
  const next = { ...options };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}
