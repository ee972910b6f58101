/** Providers name the end of an answer in many ways; the page only needs stop, length or unknown. */
import type { FinishReason } from '../../recipe/recipe-events.js';

export function normalizeFinishReason(reason: unknown): FinishReason {
  switch (reason) {
    case 'stop':
    case 'eos_token':
    case 'stop_sequence':
    case 'end_turn':
    case 'eos':
      return 'stop';
    case 'length':
    case 'max_tokens':
      return 'length';
    default:
      return null;
  }
}
