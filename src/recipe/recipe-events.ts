/** The Server-Sent Events of `POST api/recipe`, encoded by the server, decoded by the page. */
import type { RecipeErrorCode } from './recipe-errors.js';
import type { Conflict } from './wishes/find-conflicts.js';

export type FinishReason = 'stop' | 'length' | null;

export interface RecipeEventMap {
  /** While the recipe waits for the local model: position 1 is next. */
  queued: { position: number; etaSeconds: number };
  delta: { text: string };
  /** `conflicts`: where the text relayed breaks the request's diet or avoid wishes ([] if none found). */
  done: { finishReason: FinishReason; conflicts: Conflict[] };
  error: { code: RecipeErrorCode; message: string };
}

export type RecipeEventName = keyof RecipeEventMap;

/** One event of the stream, as the server's writer yields it before it is encoded. */
export type RecipeEvent = {
  [E in RecipeEventName]: { event: E; data: RecipeEventMap[E] };
}[RecipeEventName];

export function encodeEvent(event: RecipeEvent): string {
  return encodeRecipeEvent(event.event, event.data);
}

export function encodeRecipeEvent<E extends RecipeEventName>(
  event: E,
  data: RecipeEventMap[E],
): string {
  // JSON.stringify never emits a raw newline, so one data line always suffices.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
