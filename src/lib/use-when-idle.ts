import { useEffect } from 'react';

/** What a warm-up answers: nothing, or how to undo it. */
export type IdleTask = () => Promise<void | (() => void)>;

/**
 * Runs `task` once the page is idle (or after `timeoutMs` at the latest), for work that makes a later screen
 * faster. Unmounted before or while it runs, its undo runs as soon as it has one. A null task waits; without
 * requestIdleCallback (jsdom) nothing runs.
 */
export function useWhenIdle(task: IdleTask | null, timeoutMs: number) {
  useEffect(() => {
    if (!task || typeof window.requestIdleCallback !== 'function') return;
    let live = true;
    let undo: void | (() => void);
    const idle = window.requestIdleCallback(
      () =>
        void task()
          .then((answer) => {
            undo = answer;
            if (!live) undo?.();
          })
          // offline: the screen loads what it needs itself
          .catch(() => undefined),
      { timeout: timeoutMs },
    );
    return () => {
      live = false;
      window.cancelIdleCallback(idle);
      undo?.();
    };
  }, [task, timeoutMs]);
}
