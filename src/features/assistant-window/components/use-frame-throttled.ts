import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at most once per animation frame: at 100 live messages a second, whatever depends on
 * the result redraws once a frame instead of once a message.
 */
export function useFrameThrottled<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const pending = useRef(0);
  useEffect(() => {
    latest.current = value;
    if (pending.current || Object.is(value, shown)) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      setShown(latest.current);
    });
  }, [value, shown]);
  useEffect(() => () => cancelAnimationFrame(pending.current), []);
  return shown;
}
