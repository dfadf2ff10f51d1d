import { useMemo, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Segmented, Select, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { statsGeneratedApi } from '@/api/generated/stats.gen';
import { Chart, preloadCharts } from '@/components/charts';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import {
  useCallStatisticsQuery,
  useDepartmentTreeQuery,
  useStaffOptionsQuery,
  useStatsQueuesQuery,
  type Department,
} from '../api';
import { figuresChartOption } from '../charts/figures-chart';
import { RangeFilter } from '../components/RangeFilter';
import { StatsTable } from '../components/StatsTable';
import { answerRate, percentText } from '../figures';
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

/** The first view's requests (PagePrefetch): the filters' lists and the figures, with the chart code. */
export const prefetch: PagePrefetch = ({ dispatch, search }) => {
  preloadCharts();
  dispatch(departmentsGeneratedApi.util.prefetch('departmentTree', undefined, PREFETCH_FRESH));
  dispatch(statsGeneratedApi.util.prefetch('statsQueues', undefined, PREFETCH_FRESH));
  dispatch(staffGeneratedApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH));
  const body = { ...rangeOf(search, FIRST_RANGE), group_by: FIRST_GROUP };
  dispatch(statsGeneratedApi.util.prefetch('callStatistics', { body }, PREFETCH_FRESH));
};

/**
 * ROUTES-CALLCENTRE-11 /callcenter/statistics: calls, answered, answer rate, talk time and average handle time
 * by agent, queue or day over a date range, summed by the server in the user's data scope; chart and export.
 */
export default function StatisticsPage() {
  const { t } = useTranslation('callcenterStats');
  const { message } = App.useApp();
  const [range, setRange] = useRangeParam(FIRST_RANGE);
  const [groupBy, setGroupBy] = useState<GroupBy>(FIRST_GROUP);
  const [queueId, setQueueId] = useState<number>();
  const [staffId, setStaffId] = useState<number>();
  const [departmentId, setDepartmentId] = useState<number>();
  const root = useDepartmentTreeQuery().data?.data;
  const departments = useMemo(() => (root ? [departmentNode(root)] : []), [root]);
  const queues = useStatsQueuesQuery().data?.data;
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const { data, isFetching } = useCallStatisticsQuery({
    body: { ...range, group_by: groupBy, department_id: departmentId, queue_id: queueId, staff_id: staffId },
  });
  const stats = data?.data;
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
        stats.rows,
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

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex wrap gap={12} align="center">
            <Segmented<GroupBy>
              value={groupBy}
              onChange={setGroupBy}
              options={GROUPS.map((g) => ({ value: g, label: t(`statistics.by.${g}`) }))}
            />
            <RangeFilter value={range} onChange={setRange} />
            <TreeSelect
              aria-label={t('statistics.department')}
              placeholder={t('statistics.department')}
              allowClear
              treeDefaultExpandAll
              style={{ width: 180 }}
              value={departmentId}
              onChange={setDepartmentId}
              treeData={departments}
            />
            <Select
              aria-label={t('statistics.queue')}
              placeholder={t('statistics.queue')}
              allowClear
              style={{ width: 160 }}
              value={queueId}
              onChange={setQueueId}
              options={queues?.map((q) => ({ value: q.id, label: q.name }))}
            />
            <Select
              aria-label={t('statistics.agent')}
              placeholder={t('statistics.agent')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 160 }}
              value={staffId}
              onChange={setStaffId}
              options={staff?.map((s) => ({ value: s.id, label: s.name }))}
            />
          </Flex>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!stats}
            onClick={() => void onExport()}
          >
            {t('statistics.export')}
          </Button>
        </Flex>
      </Card>
      <Card title={t('statistics.chartTitle', { by: t(`statistics.by.${groupBy}`) })}>
        {option ? <Chart option={option} height={320} /> : <div style={{ height: 320 }} />}
      </Card>
      <Card>
        <StatsTable
          rows={stats?.rows ?? []}
          total={stats?.total ?? { calls: 0, answered: 0, talk_seconds: 0, handle_seconds: 0 }}
          labelTitle={t(`statistics.label.${groupBy}`)}
          showGroup={groupBy === 'agent'}
          loading={isFetching}
        />
      </Card>
    </Flex>
  );
}
