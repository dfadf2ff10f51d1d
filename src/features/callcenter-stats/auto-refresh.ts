import { useEffect } from 'react';

/** The intervals a dashboard can refresh on, in seconds (0: off). */
export const REFRESH_CHOICES = [0, 30, 60, 300] as const;

/**
 * Calls `refresh` every `seconds` while the page is visible: a hidden tab (or a wallboard's screen saver) asks
 * nothing, and coming back refreshes at once, then on the interval again.
 */
export function useAutoRefresh(seconds: number, refresh: () => void): void {
  useEffect(() => {
    if (!seconds) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(refresh, seconds * 1000);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) stop();
      else {
        refresh();
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [seconds, refresh]);
}
