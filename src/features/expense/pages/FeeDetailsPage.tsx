import { useMemo } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FeeRecord } from '@/api/generated/fees.gen';
import { DataTable, ExportButton, useExport, type ExportColumn } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { formatDuration } from '@/lib/time-format';
import {
  feesApi,
  staffApi,
  useLazyFeeRecordListQuery,
  useFeeRecordListQuery,
  useStaffOptionsQuery,
} from '../api';
import { yuan } from '@/domain/money';

/** The contract's FeeRecord kinds. */
const KINDS = [1, 2, 3, 4] as const;
const LIST = {
  filters: filterSpec({
    keyword: 'string',
    type: { oneOf: KINDS },
    staff_id: 'number',
    range: { dateRange: ['start_date', 'end_date'] },
  }),
  table: 'fee-records',
};
/** The most rows one export asks for (the contract's page limit). */
const EXPORT_LIMIT = 1000;

export const prefetch = listPagePrefetch(
  LIST,
  (body) => feesApi.util.prefetch('feeRecordList', { body }, PREFETCH_FRESH),
  [staffApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH)],
);

const duration = (r: FeeRecord) => (r.duration == null ? '' : formatDuration(r.duration));

/** Shown from the column settings (and in the export): at 1280 px the charge and the balance fill the width. */
const DEFAULT_HIDDEN = ['serial_no', 'remark'];

/** ROUTES-CALLCENTRE-25 /expense/details: the account's fee records, each call billed per started minute. */
export default function FeeDetailsPage() {
  const { t } = useTranslation('expense');
  const list = useListPage({ query: useFeeRecordListQuery, ...LIST });
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const [fetchRecords] = useLazyFeeRecordListQuery();

  const columns = useMemo((): ProColumns<FeeRecord>[] => {
    const staffEnum = Object.fromEntries((staff ?? []).map((s) => [String(s.id), { text: s.name }]));
    const kindEnum = Object.fromEntries(KINDS.map((k) => [String(k), { text: t(`details.kinds.${k}`) }]));
    return [
      {
        title: t('details.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('details.keyword') },
      },
      { title: t('details.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      { title: t('details.time'), dataIndex: 'created_at', search: false, width: 170 },
      {
        title: t('details.staff'),
        dataIndex: 'staff_id',
        valueType: 'select',
        valueEnum: staffEnum,
        render: (_d, r) => r.staff_name || '-',
        width: 110,
      },
      { title: t('details.phone'), dataIndex: 'phone', search: false, width: 130 },
      {
        title: t('details.kind'),
        dataIndex: 'type',
        valueType: 'select',
        valueEnum: kindEnum,
        width: 110,
      },
      {
        title: t('details.duration'),
        dataIndex: 'duration',
        search: false,
        render: (_d, r) => duration(r),
        width: 100,
      },
      { title: t('details.units'), dataIndex: 'units', search: false, width: 100 },
      {
        title: t('details.amount'),
        dataIndex: 'amount',
        search: false,
        align: 'right',
        render: (_d, r) => yuan(r.amount),
        width: 120,
      },
      {
        title: t('details.balance'),
        dataIndex: 'balance_after',
        search: false,
        align: 'right',
        render: (_d, r) => yuan(r.balance_after),
        width: 130,
      },
      { title: t('details.serialNo'), dataIndex: 'serial_no', search: false, width: 170 },
      { title: t('details.remark'), dataIndex: 'remark', search: false, ellipsis: true, width: 180 },
    ];
  }, [t, staff]);

  const exportColumns: ExportColumn<FeeRecord>[] = [
    { header: t('details.time'), width: 20, value: (r) => r.created_at },
    { header: t('details.staff'), value: (r) => r.staff_name },
    { header: t('details.phone'), width: 16, value: (r) => r.phone },
    { header: t('details.kind'), value: (r) => t(`details.kinds.${r.type}`) },
    { header: t('details.duration'), width: 14, value: duration },
    { header: t('details.units'), value: (r) => r.units },
    { header: t('details.amount'), value: (r) => yuan(r.amount) },
    { header: t('details.balance'), width: 14, value: (r) => yuan(r.balance_after) },
    { header: t('details.serialNo'), width: 20, value: (r) => r.serial_no },
    { header: t('details.remark'), width: 24, value: (r) => r.remark },
  ];
  const exporter = useExport<FeeRecord>({
    fileName: t('export.fileName', { date: dayjs().format('YYYYMMDD-HHmmss') }),
    sheetName: t('export.sheet'),
    columns: exportColumns,
    // the list's own call for the same filters, as one page as large as the contract allows
    fetchRows: async () => {
      const answer = await fetchRecords({ body: { ...list.body, page: 1, limit: EXPORT_LIMIT } }).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });

  return (
    <DataTable<FeeRecord>
      {...list.table}
      headerTitle={t('details.title')}
      columns={columns}
      defaultHidden={DEFAULT_HIDDEN}
      toolBarRender={() => [<ExportButton key="export" exporter={exporter} />]}
    />
  );
}
