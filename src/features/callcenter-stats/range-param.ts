import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetRange, type DayRange, type Preset } from '@/lib/day-range';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const rangeBetween = (start: string | null, end: string | null, fallback: Preset): DayRange =>
  start && end && DAY.test(start) && DAY.test(end)
    ? { start_date: start, end_date: end }
    : presetRange(fallback);

/** The range an address names (?start=&end=), else the screen's preset. */
export const rangeOf = (params: URLSearchParams, fallback: Preset): DayRange =>
  rangeBetween(params.get('start'), params.get('end'), fallback);

/** A screen's date range kept in the URL (?start=&end=), so reload, back and a shared link show the same days. */
export function useRangeParam(fallback: Preset): [DayRange, (r: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  // Kept by the two parameters, not by the address: another parameter changing leaves the range as it is.
  const range = useMemo(() => rangeBetween(start, end, fallback), [start, end, fallback]);
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
