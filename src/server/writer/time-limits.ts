/**
 * The one signal of a recipe, made here once: the recipe's own controller, the only one on its
 * path, composed with `AbortSignal.any` with the slot's loss (limits/recipe-slots.ts, which aborts
 * with its own reason). The controller's reason says why the recipe stopped: `VisitorLeft` when
 * the visitor's connection closes before the answer was sent, a `TimeLimit` when no text came
 * within the first-text limit or the recipe is not over within the total limit, and a plain error
 * when the recipe ends (so the provider call always stops). Both limits count from `startClock`,
 * once the recipe has left any waiting line; nothing pauses or resumes them.
 */
import type { VisitorPresence } from '../http/visitor-connection.js';

export class VisitorLeft extends Error {
  constructor() {
    super('the visitor left');
    this.name = 'VisitorLeft';
  }
}

export class TimeLimit extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'TimeLimit';
  }
}

export interface TimeLimitsOptions {
  visitor: VisitorPresence;
  /** Aborted when the recipe's concurrency slot is lost. */
  slotLost?: AbortSignal | undefined;
  firstTokenTimeoutMs: number;
  timeoutMs: number;
}

export interface TimeLimits {
  /** Aborted when the visitor leaves, the slot is lost, a limit is exceeded or the recipe ends. */
  readonly signal: AbortSignal;
  /** Starts the total limit (`timeoutMs` when the provider knows its own speed); once only. */
  startClock(timeoutMs?: number): void;
  /** Starts the first-text limit; the returned function stops it (text came). */
  awaitFirstText(): () => void;
  /** Set when a time limit ended the recipe. */
  exceeded(): TimeLimit | undefined;
  /** Whether the visitor left or the slot was lost: then nobody is told how the recipe ended. */
  stopped(): boolean;
  /** The recipe is over: the timers stop and the provider call is aborted if still running. */
  end(): void;
}

export function startTimeLimits(limits: TimeLimitsOptions): TimeLimits {
  const recipe = new AbortController();
  const { visitor, slotLost } = limits;
  const signal = AbortSignal.any(slotLost ? [recipe.signal, slotLost] : [recipe.signal]);
  visitor.onLeave(() => recipe.abort(new VisitorLeft()));
  const expire = (what: string) => () => recipe.abort(new TimeLimit(what));
  let total: ReturnType<typeof setTimeout> | undefined;

  return {
    signal,
    startClock(timeoutMs = limits.timeoutMs) {
      total ??= setTimeout(expire(`no end within ${timeoutMs} ms`), timeoutMs);
    },
    awaitFirstText() {
      const what = `no first text within ${limits.firstTokenTimeoutMs} ms`;
      const timer = setTimeout(expire(what), limits.firstTokenTimeoutMs);
      return () => clearTimeout(timer);
    },
    exceeded() {
      const reason: unknown = signal.reason;
      return reason instanceof TimeLimit ? reason : undefined;
    },
    // Asked of the visitor and the slot themselves: either may go after a limit already struck.
    stopped: () => visitor.left() || slotLost?.aborted === true,
    end() {
      clearTimeout(total);
      // A no-op when the recipe was already stopped: its first reason stays.
      recipe.abort(new Error('recipe finished'));
    },
  };
}
