import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { DAY_FORMAT, presetRange, type DayRange, type Preset } from '@/lib/day-range';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as the endpoints take it (2026-02-31 is not one). */
const isDay = (s: string | null): s is string => !!s && DAY.test(s) && dayjs(s).format(DAY_FORMAT) === s;

function rangeBetween(start: string | null, end: string | null, fallback: Preset): DayRange {
  if (!isDay(start) || !isDay(end)) return presetRange(fallback);
  // a hand-typed address may name the days the wrong way round: the same days, in order
  return start <= end ? { start_date: start, end_date: end } : { start_date: end, end_date: start };
}

/** The range an address names (?start=&end=, in either order), else the screen's preset. */
export const rangeOf = (params: URLSearchParams, fallback: Preset): DayRange =>
  rangeBetween(params.get('start'), params.get('end'), fallback);

/** A screen's date range kept in the URL (?start=&end=), so reload, back and a shared link show the same days. */
export function useRangeParam(fallback: Preset): [DayRange, (r: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  // Kept by the two parameters, not by the address: another parameter changing leaves the range as it is.
  const range = useMemo(() => rangeBetween(start, end, fallback), [start, end, fallback]);
  const reversed = isDay(start) && isDay(end) && start > end;
  const setRange = useCallback(
    (r: DayRange) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('start', r.start_date);
          next.set('end', r.end_date);
          // a list over the days starts again at its first page (the statistics' table pages in the URL)
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // the address then says what the screen shows, so a link copied from it names the days in order
  useEffect(() => {
    if (reversed) setRange(range);
  }, [reversed, range, setRange]);
  return [range, setRange];
}
