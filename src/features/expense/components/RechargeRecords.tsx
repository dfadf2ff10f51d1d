import { useMemo, useState } from 'react';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeRecord } from '@/api/generated/fees.gen';
import { useFeeRecordListQuery } from '../api';
import { yuan } from '@/domain/money';

/** The contract's FeeRecord kind of a recharge. */
const RECHARGE = 1 as const;
const PAGE_SIZE = 5;

/** The records' call for a page of recharges. */
export const rechargePage = (page: number) => ({ body: { type: RECHARGE, page, limit: PAGE_SIZE } });

/** The account's recharges, newest first, paged by the server (the fee record list of kind 1). */
export function RechargeRecords() {
  const { t } = useTranslation('expense');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useFeeRecordListQuery(rechargePage(page));
  const records = data?.data;

  const columns = useMemo(
    (): TableColumnsType<FeeRecord> => [
      { title: t('account.rechargeTime'), dataIndex: 'created_at', width: 180 },
      {
        title: t('account.rechargeAmount'),
        dataIndex: 'amount',
        align: 'right',
        render: (fen: number) => yuan(fen),
      },
      {
        title: t('account.balanceAfter'),
        dataIndex: 'balance_after',
        align: 'right',
        render: (fen: number) => yuan(fen),
      },
      { title: t('account.remark'), dataIndex: 'remark' },
      { title: t('account.serialNo'), dataIndex: 'serial_no' },
    ],
    [t],
  );

  return (
    <Card title={t('account.recharges')}>
      <Table<FeeRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={records?.data}
        loading={isFetching}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: records?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
