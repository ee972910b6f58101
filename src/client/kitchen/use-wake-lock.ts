import { useEffect, useState } from 'react';

/** `released`: the browser let it go (the tab was hidden) and it is not taken again yet. */
export type WakeLockState = 'asking' | 'on' | 'released' | 'unavailable';

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
          taken.addEventListener('release', () => current && setState('released'));
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
