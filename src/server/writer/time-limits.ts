/**
 * The one signal of a recipe: `AbortSignal.any` over the visitor's leaving, the slot's loss and
 * the writer's own controller, composed here once. The writer's controller is the only one on the
 * recipe's path: it aborts when no text came within the first-text limit, when the recipe is not
 * over within the total limit, or when the recipe ends. Both limits count from `startClock`, once
 * the recipe has left any waiting line; nothing pauses or resumes them.
 */
export class TimeLimit extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'TimeLimit';
  }
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

export function startTimeLimits(
  stops: readonly AbortSignal[],
  limits: { firstTokenTimeoutMs: number; timeoutMs: number },
): TimeLimits {
  const writer = new AbortController();
  const signal = AbortSignal.any([...stops, writer.signal]);
  const expire = (what: string) => () => writer.abort(new TimeLimit(what));
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
    stopped: () => stops.some((stop) => stop.aborted),
    end() {
      clearTimeout(total);
      if (!writer.signal.aborted) writer.abort(new Error('recipe finished'));
    },
  };
}
