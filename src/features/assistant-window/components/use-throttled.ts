import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at once when it last changed more than `ms` ago, else at the end of that interval:
 * a line now and then shows at once, a burst of 100 a second redraws a few times a second.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const lastShownAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = value;
    if (timer.current !== undefined || Object.is(value, shown)) return;
    const wait = lastShownAt.current + ms - performance.now();
    const show = () => {
      timer.current = undefined;
      lastShownAt.current = performance.now();
      setShown(latest.current);
    };
    if (wait <= 0) show();
    else timer.current = setTimeout(show, wait);
  }, [value, shown, ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return shown;
}
