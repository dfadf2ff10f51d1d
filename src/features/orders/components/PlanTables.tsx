import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '@/domain/money';
import type { Instalment, PlanDetail, Receipt } from '../plan-api';
import { InstalmentStatusTag, OverdueTag, ReceiptStatusTag } from './plan-tags';

/** An order's instalments (status, received of amount, overdue) and the receipts against them. */
export function PlanTables({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <Typography.Title level={5}>{t('instalment.list')}</Typography.Title>
      <Table<Instalment>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={plan.instalments}
        columns={[
          { title: t('instalment.seq'), render: (_v, i) => t('instalment.seqName', { seq: i.seq }) },
          { title: t('instalment.dueDate'), dataIndex: 'due_date' },
          { title: t('instalment.amount'), align: 'right', render: (_v, i) => formatFen(i.amount_fen) },
          { title: t('instalment.received'), align: 'right', render: (_v, i) => formatFen(i.received_fen) },
          {
            title: t('instalment.status'),
            render: (_v, i) => (
              <>
                <InstalmentStatusTag status={i.status} />
                <OverdueTag days={i.overdue_days} />
              </>
            ),
          },
          { title: t('instalment.remark'), dataIndex: 'remark', ellipsis: true },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('instalment.receipts')}
      </Typography.Title>
      <Table<Receipt>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={plan.receipts}
        columns={[
          { title: t('receipt.field.receiptNo'), dataIndex: 'receipt_no' },
          {
            title: t('receipt.field.instalment'),
            render: (_v, r) => (r.instalment_seq ? t('instalment.seqName', { seq: r.instalment_seq }) : '-'),
          },
          { title: t('receipt.field.receivedOn'), dataIndex: 'received_on' },
          { title: t('receipt.field.amount'), align: 'right', render: (_v, r) => formatFen(r.amount_fen) },
          { title: t('receipt.field.method'), dataIndex: 'method' },
          { title: t('receipt.field.status'), render: (_v, r) => <ReceiptStatusTag status={r.status} /> },
        ]}
      />
    </>
  );
}
