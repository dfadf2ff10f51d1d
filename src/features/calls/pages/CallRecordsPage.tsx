import { useMemo, useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable, ExportButton, useExport, type ExportColumn } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  callRecordsApi,
  staffApi,
  useCallRecordExportMutation,
  useCallRecordListQuery,
  useStaffOptionsQuery,
  type CallResult,
  type CompanyCallRecord,
} from '../api';
import { talkTime } from '../call-format';
import { RecordingDrawer } from '../components/RecordingDrawer';
import { talkRangeReversed } from '@/lib/talk-range';

const DIRECTIONS = ['out', 'in'] as const;
const RESULTS: readonly CallResult[] = [
  'answered',
  'no_answer',
  'busy',
  'rejected',
  'unreachable',
  'failed',
  'cancelled',
];
const RESULT_COLOR: Partial<Record<CallResult, string>> = { answered: 'success', rejected: 'error' };

const LIST = {
  filters: filterSpec({
    range: { dateRange: ['start_date', 'end_date'] },
    staff_id: 'number',
    direction: { oneOf: DIRECTIONS },
    result: { oneOf: RESULTS },
    min_seconds: 'number',
    max_seconds: 'number',
    phone: 'string',
  }),
  table: 'callRecords',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => callRecordsApi.util.prefetch('callRecordList', { body }, PREFETCH_FRESH),
  [staffApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH)],
);

/** Shown from the column settings: at 1280 px the call, its people, how it ended and its recording fill the width. */
const DEFAULT_HIDDEN = ['caller_id'];

/**
 * /call/records (ROUTES-CALLCENTRE-07): every call of the company the user may see, newest first, with its
 * agent, customer, numbers, talk time, result and who hung up; filters, export to Excel, and the recording
 * of an answered call in a drawer.
 */
export default function CallRecordsPage() {
  const { t } = useTranslation('callRecords');
  const [params] = useSearchParams();
  // a link whose range is reversed: the reason alone, not a refused call and a failed load beside it
  const reversed = talkRangeReversed(params.get('min_seconds'), params.get('max_seconds'));
  const list = useListPage({ query: useCallRecordListQuery, ...LIST, skip: reversed });
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const [exportCalls] = useCallRecordExportMutation();
  const [playing, setPlaying] = useState<CompanyCallRecord | null>(null);

  const exporter = useExport<CompanyCallRecord>({
    fileName: t('export.fileName', { date: dayjs().format('YYYYMMDD-HHmmss') }),
    sheetName: t('export.sheet'),
    columns: [
      { header: t('field.startedAt'), width: 20, value: (c) => c.started_at },
      { header: t('field.direction'), value: (c) => t(`direction.${c.direction}`) },
      { header: t('field.agent'), value: (c) => c.staff_name },
      { header: t('field.extension'), value: (c) => c.extension },
      { header: t('field.customer'), width: 16, value: (c) => c.customer_name ?? '' },
      { header: t('field.phone'), width: 16, value: (c) => c.phone },
      { header: t('field.callerId'), width: 16, value: (c) => c.caller_id },
      { header: t('field.duration'), value: (c) => talkTime(c.talk_seconds) },
      { header: t('field.result'), value: (c) => t(`result.${c.result}`) },
      { header: t('field.hangupSide'), value: (c) => t(`hangupSide.${c.hangup_side}`) },
    ] satisfies ExportColumn<CompanyCallRecord>[],
    fetchRows: async () => {
      const { page: _page, limit: _limit, ...query } = list.body;
      const answer = await exportCalls({ body: query }).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });

  const columns = useMemo((): ProColumns<CompanyCallRecord>[] => {
    const staffEnum = Object.fromEntries((staff ?? []).map((s) => [String(s.id), { text: s.name }]));
    const directionEnum = { out: { text: t('direction.out') }, in: { text: t('direction.in') } };
    const resultEnum = Object.fromEntries(RESULTS.map((v) => [v, { text: t(`result.${v}`) }]));
    return [
      { title: t('field.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      {
        title: t('field.number'),
        dataIndex: 'phone',
        hideInTable: true,
        fieldProps: { placeholder: t('searchNumber') },
      },
      { title: t('field.minSeconds'), dataIndex: 'min_seconds', valueType: 'digit', hideInTable: true },
      {
        title: t('field.maxSeconds'),
        dataIndex: 'max_seconds',
        valueType: 'digit',
        hideInTable: true,
        // the search is not sent while the range is reversed: the reason shows at the field
        formItemProps: {
          dependencies: ['min_seconds'],
          rules: [
            ({ getFieldValue }) => ({
              validator: (_rule, max: unknown) =>
                talkRangeReversed(getFieldValue('min_seconds'), max)
                  ? Promise.reject(new Error(t('rangeReversed')))
                  : Promise.resolve(),
            }),
          ],
        },
      },
      { title: t('field.startedAt'), dataIndex: 'started_at', search: false, width: 170 },
      {
        title: t('field.direction'),
        dataIndex: 'direction',
        valueType: 'select',
        valueEnum: directionEnum,
        width: 80,
        render: (_d, c) => (
          <Tag color={c.direction === 'in' ? 'blue' : undefined}>{t(`direction.${c.direction}`)}</Tag>
        ),
      },
      {
        title: t('field.agent'),
        dataIndex: 'staff_id',
        valueType: 'select',
        valueEnum: staffEnum,
        width: 110,
        render: (_d, c) => `${c.staff_name}${c.extension ? ` (${c.extension})` : ''}`,
      },
      {
        title: t('field.customer'),
        dataIndex: 'customer_name',
        search: false,
        width: 100,
        render: (_d, c) => c.customer_name ?? '-',
      },
      { title: t('field.phone'), dataIndex: 'phone', search: false, width: 120 },
      { title: t('field.callerId'), dataIndex: 'caller_id', search: false, width: 130 },
      {
        title: t('field.duration'),
        dataIndex: 'talk_seconds',
        search: false,
        align: 'right',
        width: 90,
        render: (_d, c) => talkTime(c.talk_seconds),
      },
      {
        title: t('field.result'),
        dataIndex: 'result',
        valueType: 'select',
        valueEnum: resultEnum,
        width: 100,
        render: (_d, c) => <Tag color={RESULT_COLOR[c.result]}>{t(`result.${c.result}`)}</Tag>,
      },
      {
        title: t('field.hangupSide'),
        dataIndex: 'hangup_side',
        search: false,
        width: 100,
        render: (_d, c) => t(`hangupSide.${c.hangup_side}`),
      },
      {
        title: t('field.recording'),
        valueType: 'option',
        width: 110,
        render: (_d, c) =>
          c.recording_url ? (
            <Button type="link" size="small" icon={<PlayCircleOutlined />} onClick={() => setPlaying(c)}>
              {t('play')}
            </Button>
          ) : (
            t('noRecording')
          ),
      },
    ];
  }, [t, staff]);

  return (
    <>
      {reversed && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('rangeReversed')} />}
      <DataTable<CompanyCallRecord>
        {...list.table}
        headerTitle={t('title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={() => [<ExportButton key="export" exporter={exporter} />]}
      />
      <RecordingDrawer call={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
