/** The page's words for a `Retry-After`: "in 30 seconds", "in 5 hours 12 minutes". */
import type { RecipeFailureCode } from '../../recipe/recipe-failure';
import { plural, t } from '../i18n/text';

/** Seconds under two minutes are counted as seconds; longer waits in minutes, rounded up. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return plural('seconds', whole);
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return plural('minutes', minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? plural('hours', hours)
    : `${plural('hours', hours)} ${plural('minutes', rest)}`;
}

/** The sentence after the server's message. */
export function retryAfterSentence(code: RecipeFailureCode, seconds: number): string {
  if (code === 'daily_limit_reached') {
    return t('retryAfterMidnight', { wait: formatWait(seconds) });
  }
  if (code === 'model_loading') return t('readyIn', { wait: formatWait(seconds) });
  return t('retryIn', { wait: formatWait(seconds) });
}
