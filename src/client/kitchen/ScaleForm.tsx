import { useState, type FormEvent } from 'react';
import { KITCHEN_TEXT } from './kitchen-text';
import type { KitchenChange, UnitTarget } from './scale-ingredient';

interface ScaleFormProps {
  /** The servings the recipe states, when it states them. */
  servings: number | null;
  /** Shows the recipe changed, with the words that say how. */
  onScale: (change: KitchenChange, how: string) => void;
}

const FACTORS: [number, string][] = [
  [0.5, '½×'],
  [2, '2×'],
  [3, '3×'],
];
const UNITS: [UnitTarget, string][] = [
  [null, KITCHEN_TEXT.unitsAsWritten],
  ['metric', KITCHEN_TEXT.unitsMetric],
  ['us', KITCHEN_TEXT.unitsUs],
];

function howChanged(servings: number | null, wanted: number, factor: number, units: UnitTarget) {
  const parts: string[] = [];
  if (factor !== 1)
    parts.push(
      servings
        ? KITCHEN_TEXT.scaledServings(servings, wanted)
        : KITCHEN_TEXT.scaledFactor(`${factor}×`),
    );
  if (units)
    parts.push(units === 'metric' ? KITCHEN_TEXT.convertedMetric : KITCHEN_TEXT.convertedUs);
  return parts.join(', ');
}

/** Servings (from the recipe's own) or a factor, and units: the recipe changed in the page. */
export function ScaleForm({ servings, onScale }: ScaleFormProps) {
  const [factor, setFactor] = useState(1);
  const [units, setUnits] = useState<UnitTarget>(null);
  const wanted = servings ? Math.max(1, Math.round(servings * factor)) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (factor === 1 && !units) return;
    onScale({ factor, units }, howChanged(servings, wanted ?? 0, factor, units));
  }

  return (
    <form className="kitchen__scale" onSubmit={submit} aria-label={KITCHEN_TEXT.scale}>
      {servings !== null && (
        <label>
          {KITCHEN_TEXT.servings}{' '}
          <input
            type="number"
            min={1}
            max={48}
            value={wanted ?? servings}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (value >= 1 && value <= 48) setFactor(value / servings);
            }}
          />
        </label>
      )}
      <fieldset>
        <legend>{KITCHEN_TEXT.factor}</legend>
        {FACTORS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="button-quiet"
            aria-pressed={factor === value}
            onClick={() => setFactor(factor === value ? 1 : value)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <fieldset>
        <legend>{KITCHEN_TEXT.units}</legend>
        {UNITS.map(([value, label]) => (
          <label key={label}>
            <input
              type="radio"
              name="kitchen-units"
              checked={units === value}
              onChange={() => setUnits(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <button type="submit">{KITCHEN_TEXT.applyScale}</button>
    </form>
  );
}
