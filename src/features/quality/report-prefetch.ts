import { preloadCharts } from '@/components/charts';
import type { PagePrefetch, PrefetchContext } from '@/lib/app-route';
import { presetRange, type DayRange } from '@/lib/day-range';

/** A report's first range: the last 30 days, today included. */
export const firstReportRange = (): DayRange => presetRange('last30');

/**
 * A report's first requests (PagePrefetch): its figures over the first range, as the page asks them, and the
 * chart code. `ask` is the endpoint's prefetch: `(body) => qualityApi.util.prefetch('…', { body }, PREFETCH_FRESH)`.
 */
export const reportPrefetch =
  (ask: (body: DayRange) => Parameters<PrefetchContext['dispatch']>[0]): PagePrefetch =>
  ({ dispatch }) => {
    preloadCharts();
    dispatch(ask(firstReportRange()));
  };
