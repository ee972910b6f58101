/**
 * Timers that keep true time: each one is kept as its END time (in localStorage, so a reload or a
 * background tab loses nothing) and what is shown is derived from the clock. Pure but for the store.
 */
import { TIMERS_KEY } from './timers-key';

export interface KitchenTimer {
  id: string;
  /** The step it was started from ("Step 3"). */
  name: string;
  /** When it ends, in ms since the epoch. */
  endsAt: number;
  /** Its alarm has rung (so a reload does not ring it again). */
  rang: boolean;
}

const MAX_TIMERS = 12;
const MAX_LENGTH_MS = 48 * 3600 * 1000;

function isTimer(value: unknown): value is KitchenTimer {
  const timer = value as KitchenTimer;
  return (
    typeof timer === 'object' &&
    timer !== null &&
    typeof timer.id === 'string' &&
    timer.id.length <= 40 &&
    typeof timer.name === 'string' &&
    timer.name.length <= 80 &&
    Number.isFinite(timer.endsAt) &&
    typeof timer.rang === 'boolean'
  );
}

/** The timers kept; none when the store is missing, unreadable or holds something else. */
export function readTimers(storage: Storage | null): KitchenTimer[] {
  try {
    const text = storage?.getItem(TIMERS_KEY);
    if (!text || text.length > 10_000) return [];
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter(isTimer).slice(0, MAX_TIMERS) : [];
  } catch (error) {
    // A private window or a full store keeps no timers: they run for this page only.
    console.warn('Kept timers could not be read:', error);
    return [];
  }
}

export function writeTimers(storage: Storage | null, timers: readonly KitchenTimer[]): void {
  try {
    if (timers.length) storage?.setItem(TIMERS_KEY, JSON.stringify(timers));
    else storage?.removeItem(TIMERS_KEY);
  } catch (error) {
    console.warn('Timers could not be kept for a reload:', error);
  }
}

export function startTimer(
  timers: readonly KitchenTimer[],
  name: string,
  seconds: number,
  now: number,
): KitchenTimer[] {
  const length = Math.min(Math.max(seconds, 1) * 1000, MAX_LENGTH_MS);
  const id = `${now.toString(36)}-${timers.length}`;
  return [...timers, { id, name, endsAt: now + length, rang: false }].slice(-MAX_TIMERS);
}

/** A minute more: from now if it has ended, else after its end. */
export function addMinute(timers: readonly KitchenTimer[], id: string, now: number) {
  return timers.map((timer) =>
    timer.id === id
      ? { ...timer, endsAt: Math.max(timer.endsAt, now) + 60_000, rang: false }
      : timer,
  );
}

export const stopTimer = (timers: readonly KitchenTimer[], id: string) =>
  timers.filter((timer) => timer.id !== id);

/** Whole seconds left, 0 once it has ended. */
export const secondsLeft = (timer: KitchenTimer, now: number) =>
  Math.max(0, Math.ceil((timer.endsAt - now) / 1000));

/** "4:05", "1:02:03". */
export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
