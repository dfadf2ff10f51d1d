import { useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportButton, useEnum, useExport, type ExportColumn } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { ordersApi, staffApi, useStaffOptionsQuery } from '../api';
import { PlanDrawer } from '../components/PlanDrawer';
import { PlanFormDrawer } from '../components/PlanFormDrawer';
import { AgeingTag, OverdueTag } from '../components/plan-tags';
import { ReceiptFormModal } from '../components/ReceiptFormModal';
import { yuan, formatFen } from '@/domain/money';
import {
  useOrderPlanExportMutation,
  useOrderPlanListQuery,
  useOrderPlanDetailQuery,
  type PaymentPlan,
} from '../plan-api';
import { AGEING } from '../enums';

type T = ReturnType<typeof useTranslation<'payments'>>['t'];
/** The next instalment not fully received: its day and what is still due on it. */
const nextDue = (t: T, p: PaymentPlan) =>
  p.next_due_date ? t('plan.nextDue', { date: p.next_due_date, amount: formatFen(p.next_due_fen ?? 0) }) : '';

const LIST = {
  filters: filterSpec({
    keyword: 'string',
    owner_id: 'number',
    uncollected: { oneOf: [1] },
    overdue: { oneOf: [1] },
    ageing: { oneOf: AGEING.values },
  }),
  table: 'orderPlans',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => ordersApi.util.prefetch('orderPlanList', { body }, PREFETCH_FRESH),
  [staffApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH)],
);

/**
 * Shown from the column settings: at 1280 px what is due, when, and the plan's actions fill the width (the owner is a
 * search field all the same).
 */
const DEFAULT_HIDDEN = ['owner_id', 'total_fen', 'ageing'];

/**
 * /order/plan (ROUTES-CALLCENTRE-20): approved and completed orders with received versus due, paid of total
 * instalments, the next amount due and how late they are, most overdue first; make or edit a plan, register
 * a receipt, export.
 */
export default function PlansPage() {
  const { t } = useTranslation('payments');
  const ageing = useEnum(AGEING);
  const list = useListPage({ query: useOrderPlanListQuery, ...LIST });
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const [exportPlans] = useOrderPlanExportMutation();
  const [shownId, setShownId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [receiving, setReceiving] = useState<{ orderId: number } | null>(null);

  const exporter = useExport<PaymentPlan>({
    fileName: t('plan.export.fileName', { date: dayjs().format('YYYYMMDD-HHmmss') }),
    sheetName: t('plan.export.sheet'),
    columns: [
      { header: t('plan.field.orderNo'), width: 20, value: (p) => p.order_no },
      { header: t('plan.field.customer'), width: 20, value: (p) => p.customer_name },
      { header: t('plan.field.owner'), value: (p) => p.owner_name },
      { header: t('plan.field.total'), value: (p) => yuan(p.total_fen) },
      { header: t('plan.field.received'), value: (p) => yuan(p.received_fen) },
      { header: t('plan.field.due'), value: (p) => yuan(p.due_fen) },
      {
        header: t('plan.field.instalments'),
        value: (p) => t('plan.paidOfTotal', { paid: p.paid_instalment_count, total: p.instalment_count }),
      },
      { header: t('plan.field.nextDue'), width: 24, value: (p) => nextDue(t, p) },
      { header: t('plan.field.overdueDays'), value: (p) => p.overdue_days },
      { header: t('plan.ageing'), value: (p) => (p.ageing ? t(`plan.ageingName.${p.ageing}`) : '') },
    ] satisfies ExportColumn<PaymentPlan>[],
    fetchRows: async () => {
      const { page: _page, limit: _limit, ...query } = list.body;
      const answer = await exportPlans({ body: query }).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });

  const columns = useMemo((): ProColumns<PaymentPlan>[] => {
    const staffEnum = Object.fromEntries((staff ?? []).map((s) => [String(s.id), { text: s.name }]));
    return [
      {
        title: t('plan.field.orderNo'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('plan.searchKeyword') },
      },
      {
        title: t('plan.uncollected'),
        dataIndex: 'uncollected',
        valueType: 'select',
        hideInTable: true,
        valueEnum: { 1: { text: t('plan.uncollectedOnly') } },
      },
      {
        title: t('plan.overdue'),
        dataIndex: 'overdue',
        valueType: 'select',
        hideInTable: true,
        valueEnum: { 1: { text: t('plan.overdueOnly') } },
      },
      {
        title: t('plan.field.orderNo'),
        dataIndex: 'order_no',
        search: false,
        width: 150,
        render: (_d, p) => (
          <Button type="link" size="small" onClick={() => setShownId(p.order_id)}>
            {p.order_no}
          </Button>
        ),
      },
      {
        title: t('plan.field.customer'),
        dataIndex: 'customer_name',
        search: false,
        width: 130,
        ellipsis: true,
      },
      {
        title: t('plan.field.owner'),
        dataIndex: 'owner_id',
        valueType: 'select',
        valueEnum: staffEnum,
        width: 90,
        render: (_d, p) => p.owner_name,
      },
      {
        title: t('plan.field.total'),
        dataIndex: 'total_fen',
        search: false,
        align: 'right',
        width: 120,
        render: (_d, p) => formatFen(p.total_fen),
      },
      {
        title: t('plan.field.received'),
        dataIndex: 'received_fen',
        search: false,
        align: 'right',
        width: 100,
        render: (_d, p) => formatFen(p.received_fen),
      },
      {
        title: t('plan.field.due'),
        dataIndex: 'due_fen',
        search: false,
        align: 'right',
        width: 100,
        render: (_d, p) =>
          p.due_fen > 0 ? formatFen(p.due_fen) : <Tag color="success">{t('plan.allCollected')}</Tag>,
      },
      {
        title: t('plan.field.instalments'),
        dataIndex: 'instalment_count',
        search: false,
        width: 80,
        render: (_d, p) =>
          p.instalment_count ? (
            t('plan.paidOfTotal', { paid: p.paid_instalment_count, total: p.instalment_count })
          ) : (
            <Tag>{t('plan.none')}</Tag>
          ),
      },
      {
        title: t('plan.field.nextDue'),
        dataIndex: 'next_due_date',
        search: false,
        width: 170,
        render: (_d, p) => nextDue(t, p),
      },
      {
        title: t('plan.field.overdueDays'),
        dataIndex: 'overdue_days',
        search: false,
        width: 100,
        render: (_d, p) => <OverdueTag days={p.overdue_days} />,
      },
      {
        title: t('plan.ageing'),
        dataIndex: 'ageing',
        valueType: 'select',
        valueEnum: ageing.valueEnum,
        width: 100,
        render: (_d, p) => <AgeingTag ageing={p.ageing} />,
      },
      {
        title: t('plan.field.actions'),
        valueType: 'option',
        width: 150,
        render: (_d, p) => (
          <RowActions
            row={p.order_no}
            actions={[
              {
                key: 'plan',
                label: t(p.instalment_count ? 'plan.edit' : 'plan.make'),
                onClick: () => setEditingId(p.order_id),
              },
              {
                key: 'receive',
                label: t('plan.receive'),
                hidden: !(p.instalment_count > 0 && p.due_fen > 0),
                onClick: () => setReceiving({ orderId: p.order_id }),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, staff, ageing]);

  return (
    <>
      <DataTable<PaymentPlan>
        {...list.table}
        headerTitle={t('plan.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={() => [<ExportButton key="export" exporter={exporter} />]}
      />
      <PlanDrawer
        orderId={shownId}
        onClose={() => setShownId(null)}
        onEdit={(plan) => setEditingId(plan.order.order_id)}
        onReceive={(plan) => setReceiving({ orderId: plan.order.order_id })}
      />
      <PlanEditor orderId={editingId} onClose={() => setEditingId(null)} />
      <ReceiptFormModal
        open={receiving != null}
        orderId={receiving?.orderId}
        onOpenChange={(open) => !open && setReceiving(null)}
      />
    </>
  );
}

/** The plan form of one order, once its plan (with what each instalment received) is loaded. */
function PlanEditor({ orderId, onClose }: { orderId: number | null; onClose(): void }) {
  const plan = useOrderPlanDetailQuery({ body: { order_id: orderId ?? 0 } }, { skip: orderId == null }).data
    ?.data;
  if (orderId == null || plan?.order.order_id !== orderId) return null;
  return <PlanFormDrawer plan={plan} open onOpenChange={(open) => !open && onClose()} />;
}
