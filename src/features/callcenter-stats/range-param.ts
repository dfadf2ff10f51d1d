import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetRange, type DayRange, type Preset } from './date-range';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A screen's date range kept in the URL (?start=&end=), so reload, back and a shared link show the same days. */
export function useRangeParam(fallback: Preset): [DayRange, (r: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  const range = useMemo(
    () =>
      start && end && DAY.test(start) && DAY.test(end)
        ? { start_date: start, end_date: end }
        : presetRange(fallback),
    [start, end, fallback],
  );
  const setRange = useCallback(
    (r: DayRange) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('start', r.start_date);
          next.set('end', r.end_date);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange];
}
