import dayjs, { type Dayjs } from 'dayjs';
import { preloadCharts } from '@/components/charts';
import type { PagePrefetch, PrefetchContext } from '@/lib/app-route';

const DAY = 'YYYY-MM-DD';

export interface ReportBody {
  start_date: string;
  end_date: string;
}

/** A report's first range: the last 30 days, today included. */
export const firstReportRange = (): [Dayjs, Dayjs] => [dayjs().subtract(29, 'day'), dayjs()];

export const reportBody = ([start, end]: [Dayjs, Dayjs]): ReportBody => ({
  start_date: start.format(DAY),
  end_date: end.format(DAY),
});

/**
 * A report's first requests (PagePrefetch): its figures over the first range, as the page asks them, and the
 * chart code. `ask` is the endpoint's prefetch: `(body) => qualityApi.util.prefetch('…', { body }, PREFETCH_FRESH)`.
 */
export const reportPrefetch =
  (ask: (body: ReportBody) => Parameters<PrefetchContext['dispatch']>[0]): PagePrefetch =>
  ({ dispatch }) => {
    preloadCharts();
    dispatch(ask(reportBody(firstReportRange())));
  };
