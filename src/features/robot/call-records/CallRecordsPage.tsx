import { useMemo, useState } from 'react';
import { Alert, Button, Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable, ExportButton, useEnum, useExport, type ExportColumn } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { talkRangeReversed } from '@/lib/talk-range';
import {
  robotApi,
  useLazyRobotCallRecordListQuery,
  useRobotCallRecordListQuery,
  useRobotTaskCallersQuery,
  useRobotTaskListQuery,
  type RobotCallRecord,
} from './api';
import { CallOutcome } from './CallOutcome';
import { CallRecordDrawer } from './CallRecordDrawer';
import { CALL_OUTCOME } from './enums';

const LIST = {
  filters: filterSpec({
    task_id: 'number',
    sc_id: 'number',
    phone: 'string',
    outcome: { oneOf: CALL_OUTCOME.values },
    level: 'string',
    min_duration: 'number',
    max_duration: 'number',
    called_at: { dateRange: ['date_from', 'date_to'] },
  }),
  table: 'robotCallRecords',
};
const LEVELS = ['A', 'B', 'C', 'D', 'E', 'F'];
const EXPORT_LIMIT = 1000;
// the task filter's choices: the prefetch must ask the very same to be the page's request
const TASK_CHOICES = { body: { limit: 100 } };

export const prefetch = listPagePrefetch(
  LIST,
  (body) => robotApi.util.prefetch('robotCallRecordList', { body }, PREFETCH_FRESH),
  [
    robotApi.util.prefetch('robotTaskList', TASK_CHOICES, PREFETCH_FRESH),
    robotApi.util.prefetch('robotTaskCallers', undefined, PREFETCH_FRESH),
  ],
);

/**
 * Shown from the column settings: at 1280 px the call, its task and script, outcome, talk time, intent and hand-off
 * fill the width (the rest is in its drawer).
 */
const DEFAULT_HIDDEN = ['attempts', 'rounds', 'points', 'tags'];

/**
 * ROUTES-ROBOT-02 /voice/callRecord: every number robot tasks dialled, with its outcome and attempts; an
 * answered call's level, transcript and hand-off.
 */
export default function CallRecordsPage() {
  const { t } = useTranslation('robotTasks');
  const [params] = useSearchParams();
  // a link whose range is reversed: the reason alone, not a refused call and a failed load beside it
  const reversed = talkRangeReversed(params.get('min_duration'), params.get('max_duration'));
  const list = useListPage({ query: useRobotCallRecordListQuery, ...LIST, skip: reversed });
  const outcomes = useEnum(CALL_OUTCOME);
  const [open, setOpen] = useState<number | null>(null);
  const [fetchAll] = useLazyRobotCallRecordListQuery();
  const tasks = useRobotTaskListQuery(TASK_CHOICES).data?.data.data;
  const scripts = useRobotTaskCallersQuery().data?.data.scripts;

  const columns = useMemo((): ProColumns<RobotCallRecord>[] => {
    const enumOf = (items: { id: number; name: string }[] = []) =>
      Object.fromEntries(items.map((i) => [i.id, { text: i.name }]));
    return [
      { title: t('record.calledAt'), dataIndex: 'called_at', search: false, width: 160 },
      { title: t('record.date'), dataIndex: 'called_at', valueType: 'dateRange', hideInTable: true },
      {
        title: t('record.task'),
        dataIndex: 'task_id',
        valueType: 'select',
        valueEnum: enumOf(tasks),
        width: 110,
        render: (_d, r) => r.task_name,
      },
      {
        title: t('record.script'),
        dataIndex: 'sc_id',
        valueType: 'select',
        valueEnum: enumOf(scripts),
        width: 110,
        render: (_d, r) => r.sc_name,
      },
      { title: t('record.phone'), dataIndex: 'phone', width: 110 },
      { title: t('record.customer'), dataIndex: 'customer_name', search: false, width: 90 },
      {
        title: t('record.outcome'),
        dataIndex: 'outcome',
        valueType: 'select',
        valueEnum: outcomes.valueEnum,
        width: 90,
        render: (_d, r) => <CallOutcome outcome={r.outcome} />,
      },
      { title: t('record.attempts'), dataIndex: 'attempts', search: false, width: 80 },
      {
        title: t('record.duration'),
        dataIndex: 'duration',
        search: false,
        width: 70,
        render: (_d, r) => t('record.durationText', { s: r.duration }),
      },
      { title: t('record.minDuration'), dataIndex: 'min_duration', valueType: 'digit', hideInTable: true },
      {
        title: t('record.maxDuration'),
        dataIndex: 'max_duration',
        valueType: 'digit',
        hideInTable: true,
        // the search is not sent while the range is reversed: the reason shows at the field
        formItemProps: {
          dependencies: ['min_duration'],
          rules: [
            ({ getFieldValue }) => ({
              validator: (_rule, max: unknown) =>
                talkRangeReversed(getFieldValue('min_duration'), max)
                  ? Promise.reject(new Error(t('record.durationReversed')))
                  : Promise.resolve(),
            }),
          ],
        },
      },
      { title: t('record.rounds'), dataIndex: 'rounds', search: false, width: 70 },
      { title: t('record.points'), dataIndex: 'points', search: false, width: 70 },
      {
        title: t('record.level'),
        dataIndex: 'level',
        valueType: 'select',
        valueEnum: Object.fromEntries(LEVELS.map((l) => [l, { text: l }])),
        width: 90,
        render: (_d, r) =>
          r.level == null ? (
            '-'
          ) : (
            <Space size={4}>
              <Tag color="blue">{r.level}</Tag>
              {r.level_override && <Tag>{t('record.manual')}</Tag>}
            </Space>
          ),
      },
      {
        title: t('record.tags'),
        dataIndex: 'tags',
        search: false,
        width: 150,
        render: (_d, r) => r.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
      },
      {
        title: t('record.handled'),
        dataIndex: 'handled',
        search: false,
        width: 100,
        render: (_d, r) => (
          <Space size={4} wrap>
            {r.handled === 'crm'
              ? t('record.handleds.crm')
              : r.handled === 'agent'
                ? t('record.handleds.agent', { name: r.handled_by ?? '' })
                : '-'}
            {r.handled_auto && <Tag>{t('record.auto')}</Tag>}
          </Space>
        ),
      },
      {
        title: t('record.actions'),
        valueType: 'option',
        width: 60,
        render: (_d, r) => (
          <Button type="link" size="small" onClick={() => setOpen(r.id)}>
            {t('record.detail')}
          </Button>
        ),
      },
    ];
  }, [t, outcomes, tasks, scripts]);

  const exportColumns: ExportColumn<RobotCallRecord>[] = [
    { header: t('record.calledAt'), value: (r) => r.called_at },
    { header: t('record.task'), value: (r) => r.task_name },
    { header: t('record.script'), value: (r) => r.sc_name },
    { header: t('record.phone'), value: (r) => r.phone },
    { header: t('record.outcome'), value: (r) => outcomes.text(r.outcome) },
    { header: t('record.attempts'), value: (r) => r.attempts },
    { header: t('record.duration'), value: (r) => r.duration },
    { header: t('record.rounds'), value: (r) => r.rounds },
    { header: t('record.points'), value: (r) => r.points },
    { header: t('record.level'), value: (r) => r.level ?? '' },
    { header: t('record.tags'), value: (r) => r.tags.join(',') },
  ];
  const exporter = useExport<RobotCallRecord>({
    fileName: `${t('record.sheetName')}.xlsx`,
    sheetName: t('record.sheetName'),
    columns: exportColumns,
    fetchRows: async () => {
      const page = (await fetchAll({ body: { ...list.body, page: 1, limit: EXPORT_LIMIT } }).unwrap()).data;
      return { rows: page.data, total: page.total };
    },
  });

  return (
    <>
      {reversed && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('record.durationReversed')} />
      )}
      <DataTable<RobotCallRecord>
        {...list.table}
        headerTitle={t('record.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={() => [<ExportButton key="export" exporter={exporter} />]}
      />
      <CallRecordDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
