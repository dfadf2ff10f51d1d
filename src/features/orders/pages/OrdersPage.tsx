import { useMemo, useState } from 'react';
import { Button } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  DataTable,
  ExportButton,
  useEnum,
  useExport,
  type ExportColumn,
} from '@/components/data-table';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  ordersApi,
  staffApi,
  useOrderExportMutation,
  useOrderListQuery,
  usePrefetchOrderList,
  useStaffOptionsQuery,
  type Order,
  type OrderDetail,
} from '../api';
import { CustomerPicker } from '../components/CustomerPicker';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { OrderFormDrawer } from '../components/OrderFormDrawer';
import { formatFen, yuan } from '@/domain/money';
import { ORDER_STATUS } from '../enums';
import { OrderStatusTag } from '../order-status';

const LIST = {
  filters: filterSpec({
    keyword: 'string',
    status: { oneOf: ORDER_STATUS.values },
    customer_id: 'number',
    owner_id: 'number',
    range: { dateRange: ['start_date', 'end_date'] },
  }),
  table: 'orders',
};

/**
 * Shown from the column settings: at 1280 px the other columns fill the list's width, and what was ordered and
 * by whom is in the order's detail (the owner is a search field all the same).
 */
const DEFAULT_HIDDEN = ['summary', 'owner_id'];

export const prefetch = listPagePrefetch(
  LIST,
  (body) => ordersApi.util.prefetch('orderList', { body }, PREFETCH_FRESH),
  [staffApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH)],
);

/** /order/manager (ROUTES-CALLCENTRE-19): orders with their totals and status, newest first; create, review, export. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const statuses = useEnum(ORDER_STATUS);
  const list = useListPage({ query: useOrderListQuery, prefetch: usePrefetchOrderList(), ...LIST });
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const [exportOrders] = useOrderExportMutation();
  const form = useFormDialog<OrderDetail>();
  const [detailId, setDetailId] = useState<number | null>(null);

  const statusText = (o: Order) => t(`status.${o.status}`);
  const exportColumns: ExportColumn<Order>[] = [
    { header: t('field.orderNo'), width: 20, value: (o) => o.order_no },
    { header: t('field.customer'), width: 20, value: (o) => o.customer_name },
    { header: t('field.phone'), width: 14, value: (o) => o.phone },
    { header: t('field.summary'), width: 36, value: (o) => o.summary },
    { header: t('field.goods'), value: (o) => yuan(o.goods_fen) },
    { header: t('field.discount'), value: (o) => yuan(o.discount_fen) },
    { header: t('field.shipping'), value: (o) => yuan(o.shipping_fen) },
    { header: t('field.total'), value: (o) => yuan(o.total_fen) },
    { header: t('field.status'), value: statusText },
    { header: t('field.voidReason'), width: 20, value: (o) => o.void_reason },
    { header: t('field.owner'), value: (o) => o.owner_name },
    { header: t('field.orderedAt'), width: 20, value: (o) => o.ordered_at },
    { header: t('field.remark'), width: 24, value: (o) => o.remark },
  ];
  const exporter = useExport<Order>({
    fileName: t('export.fileName', { date: dayjs().format('YYYYMMDD-HHmmss') }),
    sheetName: t('export.sheet'),
    columns: exportColumns,
    // the server answers every order of the list's query (not only the loaded page), newest first
    fetchRows: async () => {
      const { page: _page, limit: _limit, ...query } = list.body;
      const answer = await exportOrders({ body: query }).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });

  const columns = useMemo((): ProColumns<Order>[] => {
    const staffEnum = Object.fromEntries((staff ?? []).map((s) => [String(s.id), { text: s.name }]));
    return [
      {
        title: t('field.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('searchKeyword') },
      },
      {
        title: t('field.customer'),
        dataIndex: 'customer_id',
        hideInTable: true,
        formItemRender: () => <CustomerPicker />,
      },
      {
        title: t('field.orderNo'),
        dataIndex: 'order_no',
        search: false,
        width: 160,
        render: (_d, o) => (
          <Button type="link" size="small" onClick={() => setDetailId(o.id)}>
            {o.order_no}
          </Button>
        ),
      },
      { title: t('field.customer'), dataIndex: 'customer_name', search: false, width: 140, ellipsis: true },
      { title: t('field.summary'), dataIndex: 'summary', search: false, width: 260, ellipsis: true },
      {
        title: t('field.total'),
        dataIndex: 'total_fen',
        search: false,
        width: 110,
        align: 'right',
        render: (_d, o) => formatFen(o.total_fen),
      },
      {
        title: t('field.receivedDue'),
        dataIndex: 'received_fen',
        search: false,
        width: 190,
        align: 'right',
        render: (_d, o) =>
          t('receivedDue', { received: formatFen(o.received_fen), due: formatFen(o.due_fen) }),
      },
      {
        title: t('field.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: statuses.valueEnum,
        width: 90,
        render: (_d, o) => <OrderStatusTag status={o.status} />,
      },
      {
        title: t('field.owner'),
        dataIndex: 'owner_id',
        valueType: 'select',
        valueEnum: staffEnum,
        width: 100,
        render: (_d, o) => o.owner_name,
      },
      { title: t('field.orderedAt'), dataIndex: 'ordered_at', search: false, width: 165 },
      { title: t('field.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      { title: t('field.remark'), dataIndex: 'remark', search: false, width: 130, ellipsis: true },
    ];
  }, [t, staff, statuses]);

  const toolbar = () => [
    <ExportButton key="export" exporter={exporter} />,
    <AddButton key="add" onClick={() => form.open()}>
      {t('add')}
    </AddButton>,
  ];

  return (
    <>
      <DataTable<Order>
        {...list.table}
        headerTitle={t('title')}
        columns={columns}
        toolBarRender={toolbar}
        defaultHidden={DEFAULT_HIDDEN}
      />
      <OrderFormDrawer {...form.props} order={form.record} onSaved={(o) => setDetailId(o.id)} />
      <OrderDetailDrawer
        id={detailId}
        onClose={() => setDetailId(null)}
        onEdit={(o) => {
          setDetailId(null);
          form.open(o);
        }}
      />
    </>
  );
}
