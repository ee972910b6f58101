/** The page's words for a `Retry-After`: "in 30 seconds", "in 5 hours 12 minutes". */
import type { RecipeFailureCode } from '../../recipe/recipe-errors';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Seconds under two minutes are counted as seconds; longer waits in minutes, rounded up. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return plural(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** The sentence after the server's message. */
export function retryAfterSentence(code: RecipeFailureCode, seconds: number): string {
  if (code === 'daily_limit_reached') {
    return `You can try again after midnight UTC, in ${formatWait(seconds)}.`;
  }
  if (code === 'model_loading') return `It should be ready in about ${formatWait(seconds)}.`;
  return `You can try again in ${formatWait(seconds)}.`;
}
