import { formatShortClock } from '@/lib/time-format';
import { useSyncExternalStore } from 'react';

/**
 * One clock for every ticking cell of the board: a single interval, started with the first subscriber and
 * stopped with the last. Each cell re-renders once a second; the table around them does not.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The browser's time, to the second (shared by every subscriber). */
export const useBoardNow = () => useSyncExternalStore(subscribe, snapshot);

/** `mm:ss`, or `h:mm:ss` from an hour on. */
export const clockText = formatShortClock;
