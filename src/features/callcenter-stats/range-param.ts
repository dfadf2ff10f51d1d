import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetRange, type DayRange, type Preset } from './date-range';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range an address names (?start=&end=), else the screen's preset. */
export function rangeOf(params: URLSearchParams, fallback: Preset): DayRange {
  const start = params.get('start');
  const end = params.get('end');
  return start && end && DAY.test(start) && DAY.test(end)
    ? { start_date: start, end_date: end }
    : presetRange(fallback);
}

/** A screen's date range kept in the URL (?start=&end=), so reload, back and a shared link show the same days. */
export function useRangeParam(fallback: Preset): [DayRange, (r: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the range changes with these two parameters only
  const range = useMemo(() => rangeOf(params, fallback), [start, end, fallback]);
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
