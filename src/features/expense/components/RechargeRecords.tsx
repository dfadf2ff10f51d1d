import { useMemo } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FeeRecord } from '@/api/generated/fees.gen';
import { DataTable, ExportButton, useExport, type ExportColumn } from '@/components/data-table';
import { filterSpec, useListPage, type ListBody } from '@/components/list-page';
import { useFeeRecordListQuery, useLazyFeeRecordListQuery } from '../api';
import { yuan } from '@/domain/money';

/** The contract's FeeRecord kind of a recharge. */
const RECHARGE = 1 as const;
/** The most rows one export asks for (the contract's page limit). */
const EXPORT_LIMIT = 1000;
const FILTERS = filterSpec({ keyword: 'string', range: { dateRange: ['start_date', 'end_date'] } });

/**
 * The recharges' list on the account page: the fee record list of kind 1, five a page (a part of the page, under
 * its figures) until the user picks another size. The page's prefetch sends its first view (firstViewBody).
 */
export const RECHARGE_LIST = {
  filters: FILTERS,
  table: 'recharges',
  pageSize: 5,
  toBody: (body: ListBody<typeof FILTERS>) => ({ ...body, type: RECHARGE }),
};

/** The account's recharges, newest first, paged by the server; search, dates and page in the URL. */
export function RechargeRecords() {
  const { t } = useTranslation('expense');
  const list = useListPage({ query: useFeeRecordListQuery, ...RECHARGE_LIST });
  const [fetchRecords] = useLazyFeeRecordListQuery();

  const columns = useMemo(
    (): ProColumns<FeeRecord>[] => [
      {
        title: t('account.serialNo'),
        dataIndex: 'keyword',
        hideInTable: true,
      },
      { title: t('details.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      { title: t('account.rechargeTime'), dataIndex: 'created_at', search: false, width: 180 },
      {
        title: t('account.rechargeAmount'),
        dataIndex: 'amount',
        search: false,
        align: 'right',
        render: (_d, r) => yuan(r.amount),
        width: 150,
      },
      {
        title: t('account.balanceAfter'),
        dataIndex: 'balance_after',
        search: false,
        align: 'right',
        render: (_d, r) => yuan(r.balance_after),
        width: 160,
      },
      { title: t('account.remark'), dataIndex: 'remark', search: false, ellipsis: true, width: 160 },
      { title: t('account.serialNo'), dataIndex: 'serial_no', search: false, width: 200 },
    ],
    [t],
  );

  const exportColumns: ExportColumn<FeeRecord>[] = [
    { header: t('account.rechargeTime'), width: 20, value: (r) => r.created_at },
    { header: t('account.rechargeAmount'), width: 16, value: (r) => yuan(r.amount) },
    { header: t('account.balanceAfter'), width: 18, value: (r) => yuan(r.balance_after) },
    { header: t('account.remark'), width: 16, value: (r) => r.remark },
    { header: t('account.serialNo'), width: 22, value: (r) => r.serial_no },
  ];
  const exporter = useExport<FeeRecord>({
    fileName: t('account.exportFile', { date: dayjs().format('YYYYMMDD-HHmmss') }),
    sheetName: t('account.recharges'),
    columns: exportColumns,
    // the list's own call for the same search, as one page as large as the contract allows
    fetchRows: async () => {
      const answer = await fetchRecords({ body: { ...list.body, page: 1, limit: EXPORT_LIMIT } }).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });
  return (
    <DataTable<FeeRecord>
      {...list.table}
      headerTitle={t('account.recharges')}
      columns={columns}
      toolBarRender={() => [<ExportButton key="export" exporter={exporter} />]}
    />
  );
}
