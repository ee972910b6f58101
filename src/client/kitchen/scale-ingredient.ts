/**
 * An ingredient line scaled by a factor and converted between metric and US measures, the rest of
 * the line kept as written. A line with no amount ("Salt, to taste", "a pinch of salt") and a
 * pinch are left alone.
 */
import { withCount } from './english-plural.js';
import { type IngredientAmount, readAmount } from './ingredient-amount.js';
import { kitchenFraction, roundMetric, writeDecimal, writeFraction } from './kitchen-rounding.js';
import { type KitchenUnit, unitById, unitForm } from './kitchen-units.js';

export type UnitTarget = 'metric' | 'us' | null;

export interface KitchenChange {
  factor: number;
  units: UnitTarget;
  /** The recipe's language: English count nouns follow their number ("2 eggs"). */
  language?: string;
}

/** 16 oz and more are written in pounds. */
const POUND = 453;
const NEVER_SCALED = new Set(['pinch']);
const METRIC_STEPS: Record<string, [string, number][]> = {
  volume: [
    ['l', 1000],
    ['ml', 0],
  ],
  mass: [
    ['kg', 1000],
    ['g', 0],
  ],
  length: [['cm', 0]],
};
const US_STEPS: Record<string, [string, number][]> = {
  volume: [
    ['cup', 60],
    ['tbsp', 15],
    ['tsp', 0],
  ],
  mass: [
    ['lb', 453],
    ['oz', 0],
  ],
  length: [['inch', 0]],
};

/** The unit the amount is written in after the change. */
function targetUnit(amount: IngredientAmount, base: number, units: UnitTarget): KitchenUnit | null {
  const unit = amount.unit;
  if (!unit || unit.kind === 'count') return unit;
  const system = unit.system === 'both' ? null : (units ?? unit.system);
  if (!system || (unit.system === 'both' && !units)) return unit;
  if (unit.system === 'both' && system === 'metric') return unit;
  const steps = (system === 'metric' ? METRIC_STEPS : US_STEPS)[unit.kind];
  const least = steps!.find(([id]) => id === unit.id)?.[1] ?? 0;
  const keep =
    system === unit.system &&
    !amount.extraBase &&
    !['g', 'kg', 'ml', 'l'].includes(unit.id) &&
    base >= least &&
    !(unit.id === 'oz' && base >= POUND);
  if (keep || (unit.system === 'both' && system === 'us' && base < 60)) return unit;
  return unitById(steps!.find(([, least]) => base >= least)![0]);
}

/** The amount as written after the change, and the value it shows. */
function shownAmount(value: number, unit: KitchenUnit | null, decimalComma: boolean) {
  if (unit?.system !== 'metric')
    return { text: writeFraction(value), value: kitchenFraction(value) };
  const rounded = roundMetric(value * unit.size) / unit.size;
  return { text: writeDecimal(rounded, decimalComma), value: rounded };
}

function unitText(amount: IngredientAmount, unit: KitchenUnit, value: number): string {
  if (unit === amount.unit) return unitForm(amount.unitText, value);
  return value > 1 ? unit.plural : unit.singular;
}

/** Whether the line writes a space between its number and its unit ("200 g", not "200g"). */
function spacedUnit(line: string, amount: IngredientAmount): boolean {
  const written = line.slice(0, amount.end);
  const before = written.slice(0, written.lastIndexOf(amount.unitText));
  return amount.size !== '' || /\s$/.test(before);
}

/** A weight or volume in brackets after the food ("1 onion (about 200 g)") follows the amount. */
function scaledAsides(rest: string, change: KitchenChange): string {
  return rest.replace(/\(([^()]{1,40})\)/g, (aside: string, inside: string) => {
    const unit = readAmount(inside)?.unit;
    return unit && unit.kind !== 'count' ? `(${scaleIngredient(inside, change)})` : aside;
  });
}

/** The line after the change; the same line when it has no amount to change. */
export function scaleIngredient(line: string, change: KitchenChange): string {
  const amount = readAmount(line);
  if (!amount || (amount.unit && NEVER_SCALED.has(amount.unit.id))) return line;
  if (change.factor === 1 && !change.units) return line;
  const size = amount.unit && amount.unit.kind !== 'count' ? amount.unit.size : 1;
  const base = (amount.low * size + amount.extraBase) * change.factor;
  const unit = targetUnit(amount, base, change.units);
  const into = unit && unit.kind !== 'count' ? unit.size : 1;
  const low = shownAmount(base / into, unit, amount.decimalComma);
  const high =
    amount.high === null
      ? null
      : shownAmount((amount.high * size * change.factor) / into, unit, amount.decimalComma);
  const numbers = amount.lead + low.text + (high ? amount.separator + high.text : '');
  const count = high?.value ?? low.value;
  const rest = scaledAsides(line.slice(amount.end), change);
  const crosses = (amount.high ?? amount.low) > 1 !== count > 1;
  const english = (change.language ?? 'en') === 'en';
  if (!unit) return numbers + (english && crosses ? withCount(rest, count) : rest);
  const gap = spacedUnit(line, amount) ? ' ' : '';
  return `${numbers}${amount.size}${gap}${unitText(amount, unit, count)}${rest}`;
}
