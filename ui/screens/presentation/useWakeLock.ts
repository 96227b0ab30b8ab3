import { useEffect } from 'react';
import { presentationStrings as strings } from './strings';

/**
 * Asks the device not to sleep while `active` (spec 3 section 2.4: while a presentation or lesson plays);
 * a refusal, or a browser without the API, is logged as 'Unable to prevent sleep'. The lock goes when
 * `active` ends or the page is hidden (the browser lets it go then), and is asked for again on return.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        if (!('wakeLock' in navigator)) throw new Error('The Screen Wake Lock API is not available.');
        const granted = await navigator.wakeLock.request('screen');
        if (ended) void granted.release();
        else lock = granted;
      } catch (error) {
        console.warn(strings.sleepRefused, error);
      }
    };
    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, [active]);
}
