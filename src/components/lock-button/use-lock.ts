import { useCallback, useEffect, useRef, useState } from 'react';

/** CALL-26: how long a guarded action stays locked after it runs. */
export const LOCK_MS = 2000;

export interface Lock<A extends unknown[]> {
  locked: boolean;
  /** Runs `action` unless locked, then locks for `ms`. */
  run: (...args: A) => void;
}

/** Guards an action against double clicks: after one run it is ignored for `ms` milliseconds. */
export function useLock<A extends unknown[]>(action?: (...args: A) => void, ms: number = LOCK_MS): Lock<A> {
  const [locked, setLocked] = useState(false);
  // The ref, not the state, decides: two clicks in one frame both see the state before re-render.
  const lockedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  });

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const run = useCallback(
    (...args: A) => {
      if (lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      timerRef.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, ms);
      actionRef.current?.(...args);
    },
    [ms],
  );

  return { locked, run };
}
