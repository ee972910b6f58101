import { useCallback, useEffect, useState } from 'react';
import { prepareAlarm, ringAlarm } from './alarm';
import { KITCHEN_TEXT } from './kitchen-text';
import {
  addMinute,
  readTimers,
  startTimer,
  stopTimer,
  writeTimers,
  type KitchenTimer,
} from './kitchen-timers';

const store = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The running timers, kept across reloads, and the clock they are shown against. The clock ticks
 * each second while one runs; a tab in the background ticks rarely, but what it shows is always
 * derived from the time now, and a timer that ended meanwhile rings as soon as the tab ticks.
 */
export function useTimers() {
  const [timers, setTimers] = useState<KitchenTimer[]>(() => readTimers(store()));
  const [now, setNow] = useState(() => Date.now());

  const change = useCallback((next: (list: KitchenTimer[]) => KitchenTimer[]) => {
    setTimers((list) => {
      const changed = next(list);
      writeTimers(store(), changed);
      return changed;
    });
    setNow(Date.now());
  }, []);

  const running = timers.some((timer) => !timer.rang);
  useEffect(() => {
    if (!running) return;
    // The store is what is true: a timer that ended while the tab slept rings at the next tick.
    const tick = () => {
      const at = Date.now();
      const list = readTimers(store());
      const ended = list.filter((timer) => !timer.rang && timer.endsAt <= at);
      for (const timer of ended)
        ringAlarm(KITCHEN_TEXT.timerDone(timer.name), KITCHEN_TEXT.notificationTitle);
      if (ended.length) {
        const rung = list.map((timer) =>
          ended.includes(timer) ? { ...timer, rang: true } : timer,
        );
        writeTimers(store(), rung);
        setTimers(rung);
      }
      setNow(at);
    };
    tick();
    const interval = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);

  return {
    timers,
    now,
    start: (name: string, seconds: number) => {
      prepareAlarm();
      change((list) => startTimer(list, name, seconds, Date.now()));
    },
    addMinute: (id: string) => change((list) => addMinute(list, id, Date.now())),
    stop: (id: string) => change((list) => stopTimer(list, id)),
  };
}

export type Timers = ReturnType<typeof useTimers>;
