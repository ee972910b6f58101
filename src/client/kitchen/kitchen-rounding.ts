/**
 * Amounts written as a cook reads them: fractions a measuring set has (⅛, ¼, ⅓, ½, ⅔, ¾) for cups,
 * spoons and counts, round figures for grams and millilitres.
 */
import { formatQuantity } from 'format-quantity';

const FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

/** The nearest amount a measuring set gives: eighths and thirds below 4, quarters to 10, then whole. */
export function kitchenFraction(value: number): number {
  if (value >= 10) return Math.round(value);
  if (value >= 4) return Math.round(value * 4) / 4;
  const whole = Math.floor(value);
  const part = value - whole;
  const nearest = FRACTIONS.reduce((best, fraction) =>
    Math.abs(fraction - part) < Math.abs(best - part) ? fraction : best,
  );
  const rounded = whole + nearest;
  return rounded > 0 ? rounded : 1 / 8;
}

/** Grams, millilitres and centimetres to a figure a scale or jug shows. */
export function roundMetric(value: number): number {
  if (value < 1000 && Math.abs(value / 5 - Math.round(value / 5)) < 1e-6) return Math.round(value);
  const step = value < 10 ? 0.5 : value < 50 ? 1 : value < 250 ? 5 : value < 1000 ? 10 : 50;
  const rounded = Math.round(value / step) * step;
  return rounded > 0 ? rounded : Math.round(value * 100) / 100 || 0.01;
}

/** "1½", "⅓", "2¼": a fraction for what a measuring set holds. */
export function writeFraction(value: number): string {
  return formatQuantity(kitchenFraction(value), { vulgarFractions: true }) ?? String(value);
}

/** "1.5" or "1,5": a decimal in the line's own mark. */
export function writeDecimal(value: number, decimalComma: boolean): string {
  const text = String(Math.round(value * 100) / 100);
  return decimalComma ? text.replace('.', ',') : text;
}
