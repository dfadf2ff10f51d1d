import { useMemo, useState } from 'react';
import { App, Card, Flex, Segmented, Select, TreeSelect } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { statsGeneratedApi } from '@/api/generated/stats.gen';
import { Chart, preloadCharts } from '@/components/charts';
import { DataTable, ExportButton, type SummaryRow } from '@/components/data-table';
import { filterSpec, searchFilters, useLocalListPage, type ListFilters } from '@/components/list-page';
import type { DayRange } from '@/lib/day-range';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import {
  useCallStatisticsQuery,
  useDepartmentTreeQuery,
  useStaffOptionsQuery,
  useStatsQueuesQuery,
  type CallStatistics,
  type CallStatRow,
  type Department,
} from '../api';
import { figuresChartOption } from '../charts/figures-chart';
import { RangeFilter } from '../components/RangeFilter';
import { answerRate, averageHandle, durationText, percentText } from '../figures';
import { rangeOf, useRangeParam } from '../range-param';
import { exportStatistics } from '../stats-export';

type GroupBy = 'agent' | 'queue' | 'day';
const GROUPS: GroupBy[] = ['agent', 'queue', 'day'];
/** the chart shows the busiest agents only; the table has them all */
const CHART_AGENTS = 20;

interface DepartmentNode {
  value: number;
  title: string;
  children: DepartmentNode[];
}
const departmentNode = (d: Department): DepartmentNode => ({
  value: d.id,
  title: d.name,
  children: d.all_childs.map(departmentNode),
});

const FIRST_RANGE = 'last7';
const FIRST_GROUP: GroupBy = 'agent';

/** What the figures are summed by and for whom, in the URL under the call's own names (the days: ?start=&end=). */
const FILTERS = filterSpec({
  group_by: { oneOf: GROUPS },
  department_id: 'number',
  queue_id: 'number',
  staff_id: 'number',
});
type Search = ListFilters<typeof FILTERS>;
/** The days are the range filter's own parameters (useRangeParam), kept when the table writes its own. */
const RANGE_KEYS = ['start', 'end'];
/** Twenty rows a page until the user picks another size: an agent team, a month of days. */
const PAGE_SIZE = 20;

/** The statistics call of a range and a search (the page's and its prefetch's). */
const statisticsArg = (range: DayRange, search: Search) => ({
  body: { ...range, ...search, group_by: search.group_by ?? FIRST_GROUP },
});

/** The rows beside the server's total in the answer. */
const rowsOf = (data: CallStatistics) => data.rows;

/** The table sorts what the server summed, by the figure shown (no figure last). */
const SORTERS: Readonly<Record<string, (a: CallStatRow, b: CallStatRow) => number>> = {
  calls: (a, b) => a.calls - b.calls,
  answered: (a, b) => a.answered - b.answered,
  rate: (a, b) => (answerRate(a) ?? -1) - (answerRate(b) ?? -1),
  talk: (a, b) => a.talk_seconds - b.talk_seconds,
  aht: (a, b) => (averageHandle(a) ?? -1) - (averageHandle(b) ?? -1),
};

/** The first view's requests (PagePrefetch): the filters' lists and the figures the address names, with the chart code. */
export const prefetch: PagePrefetch = ({ dispatch, search }) => {
  preloadCharts();
  dispatch(departmentsGeneratedApi.util.prefetch('departmentTree', undefined, PREFETCH_FRESH));
  dispatch(statsGeneratedApi.util.prefetch('statsQueues', undefined, PREFETCH_FRESH));
  dispatch(staffGeneratedApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH));
  const arg = statisticsArg(rangeOf(search, FIRST_RANGE), searchFilters(FILTERS, search));
  dispatch(statsGeneratedApi.util.prefetch('callStatistics', arg, PREFETCH_FRESH));
};

/**
 * ROUTES-CALLCENTRE-11 /callcenter/statistics: calls, answered, answer rate, talk time and average handle time
 * by agent, queue or day over a date range, summed by the server in the user's data scope, with its total as the
 * table's summary row; chart and export. The days, the grouping, the filters, the page and the sort are in the
 * address.
 */
export default function StatisticsPage() {
  const { t } = useTranslation('callcenterStats');
  const { message } = App.useApp();
  const [range, setRange] = useRangeParam(FIRST_RANGE);
  const list = useLocalListPage({
    query: useCallStatisticsQuery,
    filters: FILTERS,
    arg: (search: Search) => statisticsArg(range, search),
    rowsOf,
    sorters: SORTERS,
    table: 'callcenter-statistics',
    keepKeys: RANGE_KEYS,
    pageSize: PAGE_SIZE,
  });
  const { search } = list;
  const groupBy = search.group_by ?? FIRST_GROUP;
  const { query, setFilters } = list.tableQuery;
  /** One filter changed, the others kept (a new search starts at page 1). */
  const setFilter = (key: keyof typeof FILTERS, value: string | number | undefined) =>
    setFilters({ ...query.filters, [key]: value === undefined ? undefined : String(value) });
  const root = useDepartmentTreeQuery().data?.data;
  const departments = useMemo(() => (root ? [departmentNode(root)] : []), [root]);
  const queues = useStatsQueuesQuery().data?.data;
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const stats = list.answer.data?.data;
  const [exporting, setExporting] = useState(false);
  const option = useMemo(() => {
    if (!stats) return undefined;
    const shown = groupBy === 'agent' ? stats.rows.slice(0, CHART_AGENTS) : stats.rows;
    return figuresChartOption(
      shown.map((r) => (groupBy === 'day' ? r.label.slice(5) : r.label)),
      shown,
      {
        calls: t('col.calls'),
        answered: t('col.answered'),
        rate: t('col.rate'),
        description: t('statistics.chartDescription', {
          by: t(`statistics.by.${groupBy}`),
          calls: stats.total.calls,
          answered: stats.total.answered,
          rate: percentText(answerRate(stats.total)),
        }),
      },
      groupBy === 'day',
    );
  }, [stats, groupBy, t]);

  const onExport = async () => {
    if (!stats) return;
    setExporting(true);
    try {
      await exportStatistics(
        list.rows ?? stats.rows,
        { key: 'total', label: t('col.total'), ...stats.total },
        {
          sheet: t('statistics.sheet'),
          fileName: t('statistics.fileName', {
            by: t(`statistics.by.${groupBy}`),
            from: range.start_date,
            to: range.end_date,
            at: dayjs().format('HHmmss'),
          }),
          label: t(`statistics.label.${groupBy}`),
          group: groupBy === 'agent' ? t('col.group') : undefined,
          calls: t('col.calls'),
          answered: t('col.answered'),
          rate: t('col.rate'),
          talk: t('col.talk'),
          aht: t('col.aht'),
        },
      );
      void message.success(t('statistics.exported'));
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo((): ProColumns<CallStatRow>[] => {
    const figure = (
      title: string,
      key: string,
      text?: (r: CallStatRow) => string,
    ): ProColumns<CallStatRow> => ({
      title,
      key,
      dataIndex: text ? undefined : key,
      align: 'right',
      sorter: true,
      width: 110,
      ...(text && { render: (_d, r) => text(r) }),
    });
    return [
      { title: t(`statistics.label.${groupBy}`), dataIndex: 'label', width: 160 },
      ...(groupBy === 'agent' ? [{ title: t('col.group'), dataIndex: 'group', width: 130 }] : []),
      figure(t('col.calls'), 'calls'),
      figure(t('col.answered'), 'answered'),
      figure(t('col.rate'), 'rate', (r) => percentText(answerRate(r))),
      figure(t('col.talk'), 'talk', (r) => durationText(r.talk_seconds)),
      figure(t('col.aht'), 'aht', (r) => durationText(averageHandle(r))),
    ];
  }, [groupBy, t]);

  const total = stats?.total;
  const summary = useMemo(
    (): SummaryRow | undefined =>
      total && {
        label: t('col.total'),
        cells: {
          calls: total.calls,
          answered: total.answered,
          rate: percentText(answerRate(total)),
          talk: durationText(total.talk_seconds),
          aht: durationText(averageHandle(total)),
        },
      },
    [total, t],
  );

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex wrap gap={12} align="center">
          <Segmented<GroupBy>
            value={groupBy}
            onChange={(g) => setFilter('group_by', g)}
            options={GROUPS.map((g) => ({ value: g, label: t(`statistics.by.${g}`) }))}
          />
          <RangeFilter value={range} onChange={setRange} />
          <TreeSelect
            aria-label={t('statistics.department')}
            placeholder={t('statistics.department')}
            allowClear
            treeDefaultExpandAll
            style={{ width: 180 }}
            value={search.department_id}
            onChange={(v?: number) => setFilter('department_id', v)}
            treeData={departments}
          />
          <Select
            aria-label={t('statistics.queue')}
            placeholder={t('statistics.queue')}
            allowClear
            style={{ width: 160 }}
            value={search.queue_id}
            onChange={(v?: number) => setFilter('queue_id', v)}
            options={queues?.map((q) => ({ value: q.id, label: q.name }))}
          />
          <Select
            aria-label={t('statistics.agent')}
            placeholder={t('statistics.agent')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 160 }}
            value={search.staff_id}
            onChange={(v?: number) => setFilter('staff_id', v)}
            options={staff?.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Flex>
      </Card>
      <Card title={t('statistics.chartTitle', { by: t(`statistics.by.${groupBy}`) })}>
        {option ? <Chart option={option} height={320} /> : <div style={{ height: 320 }} />}
      </Card>
      <DataTable<CallStatRow>
        {...list.table}
        rowKey="key"
        noSearch
        columns={columns}
        summary={summary}
        toolBarRender={() => [
          <ExportButton key="export" exporter={{ run: onExport, busy: exporting, disabled: !stats }} />,
        ]}
      />
    </Flex>
  );
}
