import { statsGeneratedApi } from '@/api/generated/stats.gen';
import { preloadCharts } from '@/components/charts';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import type { Preset } from '@/lib/day-range';
import { rangeOf } from './range-param';

type RangeEndpoint = 'dashboardAllStatistics' | 'dashboardAllRecords' | 'dashboardAiStatistics';

/**
 * A dashboard's first requests (PagePrefetch): its figures for the address's range, or its preset's as the page
 * asks them, and the chart code, both leaving with the click instead of after the page has drawn its frame.
 */
export const dashboardPrefetch =
  (endpoint: RangeEndpoint, fallback: Preset): PagePrefetch =>
  ({ dispatch, search }) => {
    preloadCharts();
    dispatch(statsGeneratedApi.util.prefetch(endpoint, { body: rangeOf(search, fallback) }, PREFETCH_FRESH));
  };
