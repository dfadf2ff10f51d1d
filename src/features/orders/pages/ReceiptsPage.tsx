import { useMemo, useState } from 'react';
import { Button, Image, Tooltip } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { ordersApi } from '../api';
import { ReceiptStatusTag } from '../components/plan-tags';
import { ReceiptFormModal } from '../components/ReceiptFormModal';
import { VoidReceiptModal } from '../components/VoidReceiptModal';
import { formatFen } from '@/domain/money';
import { useOrderReceiptListQuery, type Receipt } from '../plan-api';
import { RECEIPT_STATUS } from '../enums';
import { RECEIPT_METHODS } from '../plan-money';

const LIST = {
  filters: filterSpec({
    keyword: 'string',
    method: { oneOf: RECEIPT_METHODS },
    status: { oneOf: RECEIPT_STATUS.values },
    range: { dateRange: ['start_date', 'end_date'] },
  }),
  table: 'orderReceipts',
};

export const prefetch = listPagePrefetch(LIST, (body) =>
  ordersApi.util.prefetch('orderReceiptList', { body }, PREFETCH_FRESH),
);

/**
 * Shown from the column settings: at 1280 px the receipt, its amount and state fill the width (its order, payer and
 * remark are in its detail).
 */
const DEFAULT_HIDDEN = ['order_no', 'payer', 'staff_name', 'remark'];

/** /order/receipt (ROUTES-CALLCENTRE-21): receipts newest first; register one, see its voucher, void it. */
export default function ReceiptsPage() {
  const { t } = useTranslation('payments');
  const statuses = useEnum(RECEIPT_STATUS);
  const list = useListPage({ query: useOrderReceiptListQuery, ...LIST });
  const adding = useFormDialog<never>();
  const openAdding = adding.open;
  const voiding = useFormDialog<Receipt>();
  const openVoiding = voiding.open;
  const [voucher, setVoucher] = useState<string>();

  const columns = useMemo((): ProColumns<Receipt>[] => {
    const methodEnum = Object.fromEntries(RECEIPT_METHODS.map((m) => [m, { text: m }]));
    return [
      {
        title: t('receipt.field.orderNo'),
        dataIndex: 'keyword',
        hideInTable: true,
        // its placeholder names four fields: one grid column at 1280 px cut it short
        colSize: 2,
        fieldProps: { placeholder: t('receipt.searchKeyword') },
      },
      { title: t('receipt.field.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      { title: t('receipt.field.receiptNo'), dataIndex: 'receipt_no', search: false, width: 160 },
      { title: t('receipt.field.orderNo'), dataIndex: 'order_no', search: false, width: 160 },
      {
        title: t('receipt.field.customer'),
        dataIndex: 'customer_name',
        search: false,
        width: 150,
        ellipsis: true,
      },
      {
        title: t('receipt.field.instalment'),
        dataIndex: 'instalment_seq',
        search: false,
        width: 80,
        render: (_d, r) => (r.instalment_seq ? t('instalment.seqName', { seq: r.instalment_seq }) : '-'),
      },
      { title: t('receipt.field.receivedOn'), dataIndex: 'received_on', search: false, width: 110 },
      {
        title: t('receipt.field.amount'),
        dataIndex: 'amount_fen',
        search: false,
        align: 'right',
        width: 120,
        render: (_d, r) => formatFen(r.amount_fen),
      },
      {
        title: t('receipt.field.method'),
        dataIndex: 'method',
        valueType: 'select',
        valueEnum: methodEnum,
        width: 100,
      },
      { title: t('receipt.field.payer'), dataIndex: 'payer', search: false, width: 150, ellipsis: true },
      {
        title: t('receipt.field.voucher'),
        dataIndex: 'voucher',
        search: false,
        width: 70,
        render: (_d, r) =>
          r.voucher ? (
            <Button type="link" size="small" onClick={() => setVoucher(r.voucher)}>
              {t('receipt.viewVoucher')}
            </Button>
          ) : (
            t('receipt.noVoucher')
          ),
      },
      {
        title: t('receipt.field.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: statuses.valueEnum,
        width: 90,
        render: (_d, r) =>
          r.status === 2 ? (
            <Tooltip title={t('receipt.voidedBecause', { reason: r.void_reason })}>
              <span>
                <ReceiptStatusTag status={r.status} />
              </span>
            </Tooltip>
          ) : (
            <ReceiptStatusTag status={r.status} />
          ),
      },
      { title: t('receipt.field.staff'), dataIndex: 'staff_name', search: false, width: 90 },
      { title: t('receipt.field.remark'), dataIndex: 'remark', search: false, width: 140, ellipsis: true },
      {
        title: t('receipt.field.actions'),
        valueType: 'option',
        width: 80,
        render: (_d, r) => (
          <RowActions
            row={r.receipt_no}
            actions={[
              {
                key: 'void',
                label: t('receipt.void'),
                danger: true,
                hidden: r.status !== 1,
                onClick: () => openVoiding(r),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, openVoiding, statuses]);

  return (
    <>
      <DataTable<Receipt>
        {...list.table}
        headerTitle={t('receipt.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={() => [
          <AddButton key="add" onClick={() => openAdding()}>
            {t('receipt.add')}
          </AddButton>,
        ]}
      />
      <ReceiptFormModal {...adding.props} />
      {voiding.record && <VoidReceiptModal {...voiding.props} receipt={voiding.record} />}
      <Image
        style={{ display: 'none' }}
        src={voucher}
        alt={t('receipt.voucherTitle')}
        preview={{ open: !!voucher, src: voucher, onOpenChange: (open) => !open && setVoucher(undefined) }}
      />
    </>
  );
}
