import { useEffect, useState } from 'react';

export type WakeLockState = 'asking' | 'on' | 'unavailable';

/**
 * Keeps the screen on while `active`: a Screen Wake Lock, taken again when the tab comes back
 * (the browser lets it go when the tab is hidden), given back when no longer active.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'asking' : 'unavailable');

  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let current = true;
    const take = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (taken) => {
          if (!current) return void taken.release();
          sentinel = taken;
          setState('on');
        },
        (error: unknown) => {
          console.warn('The screen may dim: no wake lock.', error);
          if (current) setState('unavailable');
        },
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release();
    };
  }, [active, supported]);

  return state;
}
