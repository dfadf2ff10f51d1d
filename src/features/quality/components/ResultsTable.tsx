import { useMemo } from 'react';
import { Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, useEnum } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { formatTime } from '@/components/recording-player';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  qualityApi,
  useQualityOptionsQuery,
  useQualityProjectListQuery,
  useQualityResultListQuery,
  type QualityProject,
  type QualityResult,
} from '../api';
import { RESULT_PASSED, REVIEW_STATUS } from '../enums';

const FILTERS = filterSpec({
  project_id: 'number',
  staff_id: 'number',
  phone: 'string',
  passed: { oneOf: RESULT_PASSED.values },
  review_status: { oneOf: REVIEW_STATUS.values },
  called: { dayTimeRange: ['start_at', 'end_at'] },
});
/**
 * Shown from the column settings: the rules hit are what the score counts, so the hits are on demand; at 1280 px
 * the queue and the talk time give way, and a tab shows the review or the appeal it is about.
 */
const hiddenFor = (task: Task | undefined) => [
  'hit_count',
  'queue_name',
  'duration',
  task === 'appeal' ? 'review_status' : 'appeal_status',
];
/** The projects of the project filter: all of them (a company runs a few dozen at most). */
const PROJECT_CHOICES = { body: { page: 1, limit: 1000 } };

type Task = 'review' | 'appeal' | 'mine';

const resultsList = (task: Task | undefined, table: string) => ({
  filters: FILTERS,
  table,
  keepKeys: ['tab'],
  toBody: <B extends object>(body: B) => (task ? { ...body, task } : body),
});

/** The first requests of a page showing a ResultsTable (PagePrefetch): its list as the table asks it. */
export const resultsPrefetch = (task: Task | undefined, table: string) =>
  listPagePrefetch(
    resultsList(task, table),
    (body) => qualityApi.util.prefetch('qualityResultList', { body }, PREFETCH_FRESH),
    [
      qualityApi.util.prefetch('qualityProjectList', PROJECT_CHOICES, PREFETCH_FRESH),
      qualityApi.util.prefetch('qualityOptions', undefined, PREFETCH_FRESH),
    ],
  );

/** Inspected calls; `task` narrows them to a queue of the signed-in user (my tasks). */
export function ResultsTable({ task, table, title }: { task?: Task; table: string; title: string }) {
  const { t } = useTranslation('quality');
  const list = useListPage({ query: useQualityResultListQuery, ...resultsList(task, table) });
  const hidden = useMemo(() => hiddenFor(task), [task]);
  const verdicts = useEnum(RESULT_PASSED);
  const reviews = useEnum(REVIEW_STATUS);
  const projects: QualityProject[] | undefined = useQualityProjectListQuery(PROJECT_CHOICES).data?.data.data;
  const staff = useQualityOptionsQuery().data?.data.staff;
  const columns = useMemo((): ProColumns<QualityResult>[] => {
    const projectEnum = Object.fromEntries((projects ?? []).map((p) => [String(p.id), { text: p.name }]));
    const staffEnum = Object.fromEntries((staff ?? []).map((s) => [String(s.id), { text: s.name }]));
    return [
      {
        title: t('result.project'),
        dataIndex: 'project_id',
        valueType: 'select',
        valueEnum: projectEnum,
        fieldProps: { showSearch: true },
        render: (_d, r) => r.project_name,
        width: 140,
      },
      {
        title: t('result.agent'),
        dataIndex: 'staff_id',
        valueType: 'select',
        valueEnum: staffEnum,
        fieldProps: { showSearch: true },
        // the user's own calls: no one else's to pick
        search: task === 'mine' ? false : undefined,
        width: 100,
        render: (_d, r) => r.staff_name ?? '-',
      },
      { title: t('result.phone'), dataIndex: 'phone', width: 130 },
      { title: t('result.queue'), dataIndex: 'queue_name', search: false, width: 100 },
      {
        title: t('result.duration'),
        dataIndex: 'duration',
        search: false,
        width: 80,
        render: (_d, r) => formatTime(r.duration),
      },
      { title: t('result.score'), dataIndex: 'score', search: false, width: 70 },
      {
        title: t('result.passed'),
        dataIndex: 'passed',
        valueType: 'select',
        valueEnum: verdicts.valueEnum,
        render: (_d, r) => <Tag color={r.passed ? 'green' : 'red'}>{verdicts.text(r.passed)}</Tag>,
        width: 90,
      },
      // the score counts a rule once per call: the rules are the figure, the hits behind them on demand
      { title: t('result.rules'), dataIndex: 'rule_count', search: false, width: 80 },
      { title: t('result.hits'), dataIndex: 'hit_count', search: false, width: 80 },
      {
        title: t('result.review'),
        dataIndex: 'review_status',
        valueType: 'select',
        valueEnum: reviews.valueEnum,
        render: (_d, r) => reviews.text(r.review_status),
        width: 90,
      },
      {
        title: t('result.appeal'),
        dataIndex: 'appeal_status',
        search: false,
        width: 90,
        render: (_d, r) => t(`result.appealStatus${r.appeal_status}`),
      },
      { title: t('result.calledAt'), dataIndex: 'called_at', search: false, width: 170 },
      { title: t('result.calledRange'), dataIndex: 'called', valueType: 'dateRange', hideInTable: true },
      {
        title: t('common.actions'),
        valueType: 'option',
        width: 80,
        render: (_d, r) => (
          <Link to={`/monitor/call/monitor_detail?id=${r.id}`} aria-label={`${t('result.open')} ${r.phone}`}>
            {t('result.open')}
          </Link>
        ),
      },
    ];
  }, [t, task, projects, staff, verdicts, reviews]);
  return (
    <DataTable<QualityResult> {...list.table} headerTitle={title} columns={columns} defaultHidden={hidden} />
  );
}
