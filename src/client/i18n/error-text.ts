import type { RecipeFailureCode } from '../../recipe/recipe-failure';
import type { TextKey } from './catalog';
import en, { englishFailures } from './en';
import { currentLanguage, errorText, t } from './text';

/** The page's own failure messages, kept in English in the recipe's state. */
const PAGE_MESSAGES: readonly TextKey[] = ['connectionLost', 'offline', 'somethingWrong'];

/**
 * A failure in the language shown: English keeps the words as they came (the server's message,
 * byte for byte); another language reads its own message for the `code`.
 */
export function errorMessage(error: { code: RecipeFailureCode; message: string }): string {
  const { code, message } = error;
  if (currentLanguage() === 'en') return message;
  const own = PAGE_MESSAGES.find((key) => en[key] === message);
  if (own) return t(own);
  // Two codes carry a message of their own in one case: the day's requests used up, a slot lost.
  if (code === 'rate_limited' && message !== englishFailures.rate_limited) {
    return errorText('rate_limited_today', message);
  }
  if (code === 'busy' && message !== englishFailures.busy) return errorText('slot_lost', message);
  return errorText(code, message);
}
