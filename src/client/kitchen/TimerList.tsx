import { KITCHEN_TEXT } from './kitchen-text';
import { clockText, secondsLeft } from './kitchen-timers';
import type { Timers } from './use-timers';

/** The timers running (and those that ended, until stopped), each with Stop and a minute more. */
export function TimerList({ timers }: { timers: Timers }) {
  if (!timers.timers.length) return null;
  return (
    <section className="kitchen__timers" aria-label={KITCHEN_TEXT.timers}>
      <ul>
        {timers.timers.map((timer) => {
          const left = secondsLeft(timer, timers.now);
          return (
            <li key={timer.id} className={left === 0 ? 'kitchen__timer--done' : undefined}>
              {left === 0 ? (
                <span role="alert">{KITCHEN_TEXT.timerDone(timer.name)}</span>
              ) : (
                <span>{KITCHEN_TEXT.timerLeft(timer.name, clockText(left))}</span>
              )}
              <button
                type="button"
                className="button-quiet"
                aria-label={KITCHEN_TEXT.addMinute(timer.name)}
                onClick={() => timers.addMinute(timer.id)}
              >
                {KITCHEN_TEXT.plusMinute}
              </button>
              <button
                type="button"
                className="button-quiet"
                aria-label={KITCHEN_TEXT.stopTimer(timer.name)}
                onClick={() => timers.stop(timer.id)}
              >
                {KITCHEN_TEXT.stop}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
