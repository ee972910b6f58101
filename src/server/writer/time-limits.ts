/**
 * The time limits of one recipe and the visitor's leaving, as one signal for the provider call:
 * aborted when the visitor goes (or the slot is lost), when no text came within the first-text
 * limit, or when the recipe is not over within the total limit.
 */
export class TimeLimit extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'TimeLimit';
  }
}

export interface TimeLimits {
  readonly signal: AbortSignal;
  /** Starts the first-text limit; the returned function stops it (text came). */
  awaitFirstText(): () => void;
  /** Waiting in the line: no limit counts. */
  pause(): void;
  /** Out of the line: the total limit counts again from now (`timeoutMs` when the provider knows better). */
  resume(timeoutMs?: number): void;
  /** Set when a time limit, not the visitor, ended the recipe. */
  exceeded(): TimeLimit | undefined;
  /** The recipe is over: the timers stop and the provider call is aborted if still running. */
  end(): void;
}

export function startTimeLimits(
  visitor: AbortSignal,
  limits: { firstTokenTimeoutMs: number; timeoutMs: number },
): TimeLimits {
  const controller = new AbortController();
  const expire = (what: string) => () => controller.abort(new TimeLimit(what));
  const startTotal = (ms: number) => setTimeout(expire(`no end within ${ms} ms`), ms);
  let total = startTotal(limits.timeoutMs);
  const leave = () => controller.abort(visitor.reason);
  if (visitor.aborted) leave();
  else visitor.addEventListener('abort', leave, { once: true });

  return {
    signal: controller.signal,
    awaitFirstText() {
      const what = `no first text within ${limits.firstTokenTimeoutMs} ms`;
      const timer = setTimeout(expire(what), limits.firstTokenTimeoutMs);
      return () => clearTimeout(timer);
    },
    pause() {
      clearTimeout(total);
    },
    resume(timeoutMs = limits.timeoutMs) {
      clearTimeout(total);
      total = startTotal(timeoutMs);
    },
    exceeded() {
      const reason: unknown = controller.signal.reason;
      return reason instanceof TimeLimit ? reason : undefined;
    },
    end() {
      clearTimeout(total);
      visitor.removeEventListener('abort', leave);
      if (!controller.signal.aborted) controller.abort(new Error('recipe finished'));
    },
  };
}
