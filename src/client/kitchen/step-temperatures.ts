/**
 * Oven and cooking temperatures in a step, converted between °F and °C, and a gas mark (or a
 * French thermostat) given its degrees. A step that already writes both ("350°F (175°C)") is left
 * alone.
 */
import type { UnitTarget } from './scale-ingredient.js';

const DEGREES =
  '(?:\\s?(?:°|º|˚)\\s?|\\s?degrees?\\s|\\s?Grad\\s|\\s?degrés?\\s|\\s?grados?\\s|\\s?gradi\\s|\\s?graus\\s)';
const SCALE = '(F|C|Fahrenheit|Celsius)(?![\\p{L}])';
const TEMPERATURE = new RegExp(`(\\d{2,3})${DEGREES}${SCALE}`, 'giu');
const GAS = /\b(gas(?: mark)?|Gasstufe|Stufe|thermostat|th\.)\s?(\d)\b/giu;
/** Gas marks 1 to 9 in °F and °C, as British ovens mark them. */
const GAS_MARKS: Record<number, [number, number]> = {
  1: [275, 140],
  2: [300, 150],
  3: [325, 170],
  4: [350, 180],
  5: [375, 190],
  6: [400, 200],
  7: [425, 220],
  8: [450, 230],
  9: [475, 240],
};
const BOTH = /^\s?[(/]\s?$/;

/** °F rounded as ovens are marked: to 25 above 250 °F, else to 5; °C to 10 above 120, else 5. */
function converted(value: number, scale: 'F' | 'C'): string {
  if (scale === 'F') {
    const celsius = ((value - 32) * 5) / 9;
    const step = celsius > 120 ? 10 : 5;
    return `${Math.round(celsius / step) * step}°C`;
  }
  const fahrenheit = (value * 9) / 5 + 32;
  const step = fahrenheit > 250 ? 25 : 5;
  return `${Math.round(fahrenheit / step) * step}°F`;
}

function convertDegrees(step: string, target: 'metric' | 'us'): string {
  const found = [...step.matchAll(TEMPERATURE)];
  const paired = new Set<number>();
  found.forEach((match, index) => {
    const next = found[index + 1];
    if (next && BOTH.test(step.slice(match.index + match[0].length, next.index))) {
      paired.add(index).add(index + 1);
    }
  });
  let result = '';
  let last = 0;
  found.forEach((match, index) => {
    const scale = match[2]!.charAt(0).toUpperCase() as 'F' | 'C';
    if (paired.has(index) || (scale === 'C') === (target === 'metric')) return;
    result += step.slice(last, match.index) + converted(Number(match[1]), scale);
    last = match.index + match[0].length;
  });
  return result + step.slice(last);
}

/** The step with its temperatures in the target's scale; the same step without a target. */
export function convertTemperatures(step: string, target: UnitTarget): string {
  if (!target) return step;
  const degrees = convertDegrees(step, target);
  if (new RegExp(TEMPERATURE.source, 'iu').test(step)) return degrees;
  return degrees.replace(GAS, (written: string, word: string, mark: string) => {
    const [fahrenheit, celsius] = GAS_MARKS[Number(mark)] ?? [0, 0];
    if (!fahrenheit) return written;
    const thermostat = /^th/i.test(word);
    const value = thermostat ? Number(mark) * 30 : target === 'metric' ? celsius : fahrenheit;
    const shown =
      thermostat && target === 'us'
        ? converted(value, 'C')
        : `${value}°${target === 'metric' || thermostat ? 'C' : 'F'}`;
    return `${written} (${shown})`;
  });
}
