import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { preloadCharts } from '@/components/charts';
import { filterSpec, firstViewBody, type ListBody } from '@/components/list-page';
import type { PagePrefetch, PrefetchContext } from '@/lib/app-route';
import { firstReportRange } from './report-prefetch';

/** A report list's search in the URL: its days and a name. */
const FILTERS = filterSpec({ range: { dateRange: ['start_date', 'end_date'] }, keyword: 'string' });
type ReportBody = ListBody<typeof FILTERS, string>;

/** The report's call: the days the search names, else the last 30 (the contract requires a range). */
const withRange = <B extends ReportBody>(body: B) => ({ ...firstReportRange(), ...body });

/** useListPage's options of a report list (`table` names its column settings and page size). */
export const reportList = (table: string, pageSize: number) => ({
  filters: FILTERS,
  table,
  pageSize,
  toBody: withRange,
});

/** Every row of a report on one page, for its chart and its export (the contract's page limit). */
export const ALL_ROWS = { page: 1, limit: 200 };

/** The report's whole call for the chart and the export: the list's search, every row. */
export const wholeReport = <B extends object>(body: B) => ({ ...body, ...ALL_ROWS });

/** The search fields of a report list: its days (the last 30 shown greyed until others are picked) and a name. */
export function reportSearchColumns<T>(t: TFunction<'quality'>, keywordTitle: string): ProColumns<T>[] {
  const first = firstReportRange();
  return [
    {
      title: t('common.dateRange'),
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      fieldProps: { placeholder: [first.start_date, first.end_date] },
    },
    { title: keywordTitle, dataIndex: 'keyword', hideInTable: true },
  ];
}

type Ask = (
  body: ReportBody & ReturnType<typeof firstReportRange>,
) => Parameters<PrefetchContext['dispatch']>[0];

/**
 * A report list's first requests (PagePrefetch): the chart code, and at the menu's address the first page and
 * the whole report of the last 30 days, as the page asks them.
 */
export const reportListPrefetch =
  (options: ReturnType<typeof reportList>, ask: Ask): PagePrefetch =>
  (context) => {
    preloadCharts();
    const body = firstViewBody(options, context);
    if (!body) return;
    context.dispatch(ask(body));
    context.dispatch(ask(wholeReport(body)));
  };
