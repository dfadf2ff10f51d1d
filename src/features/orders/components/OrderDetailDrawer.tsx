import { Button, Descriptions, Drawer, Popconfirm, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import {
  useOrderApproveMutation,
  useOrderCompleteMutation,
  useOrderDeleteMutation,
  useOrderDetailQuery,
  type OrderDetail,
  type OrderLine,
} from '../api';
import { formatFen } from '@/domain/money';
import { OrderStatusTag } from '../order-status';
import { OrderPlanSection } from './OrderPlanSection';
import { VoidOrderModal } from './VoidOrderModal';

interface OrderDetailDrawerProps {
  id: number | null;
  onClose(): void;
  onEdit(order: OrderDetail): void;
}

/**
 * One order: its lines and totals, the status actions its status allows (approve, complete, void with a
 * reason; change or delete while waiting) and the timeline of who did what when.
 */
export function OrderDetailDrawer({ id, onClose, onEdit }: OrderDetailDrawerProps) {
  const { t } = useTranslation('orders');
  const order = useOrderDetailQuery({ body: { id: id ?? 0 } }, { skip: id == null }).data?.data;
  const shown = order && order.id === id ? order : undefined;
  return (
    <Drawer
      open={id != null}
      onClose={onClose}
      size={860}
      title={shown ? t('detail.title', { no: shown.order_no }) : ''}
      extra={shown && <OrderActions order={shown} onEdit={onEdit} onDeleted={onClose} />}
      destroyOnHidden
    >
      {shown ? <OrderBody order={shown} /> : <Spin />}
    </Drawer>
  );
}

function OrderActions({
  order,
  onEdit,
  onDeleted,
}: {
  order: OrderDetail;
  onEdit(order: OrderDetail): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const feedback = useMutationFeedback();
  const [approve, approving] = useOrderApproveMutation();
  const [complete, completing] = useOrderCompleteMutation();
  const [remove] = useOrderDeleteMutation();
  const voiding = useFormDialog<never>();
  const body = { id: order.id };
  const pending = order.status === 1;
  const approved = order.status === 2;
  return (
    <>
      <Space wrap>
        {pending && (
          <Popconfirm
            title={t('detail.approveConfirm')}
            onConfirm={async () => feedback(approve({ body }), { success: t('detail.approved') })}
          >
            <Button type="primary" loading={approving.isLoading}>
              {t('detail.approve')}
            </Button>
          </Popconfirm>
        )}
        {approved && (
          <Popconfirm
            title={t('detail.completeConfirm')}
            onConfirm={async () => feedback(complete({ body }), { success: t('detail.completed') })}
          >
            <Button type="primary" loading={completing.isLoading}>
              {t('detail.complete')}
            </Button>
          </Popconfirm>
        )}
        {(pending || approved) && (
          <Button danger onClick={() => voiding.open()}>
            {t('detail.void')}
          </Button>
        )}
        {pending && <Button onClick={() => onEdit(order)}>{t('detail.edit')}</Button>}
        {pending && (
          <DeleteConfirm
            title={t('common:confirmDelete')}
            onConfirm={async () => {
              const outcome = await feedback(remove({ body }), { success: t('common:deleteSuccess') });
              if (outcome.ok) onDeleted();
            }}
          >
            <Button danger type="text">
              {t('detail.delete')}
            </Button>
          </DeleteConfirm>
        )}
      </Space>
      <VoidOrderModal {...voiding.props} order={order} />
    </>
  );
}

function OrderBody({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <Descriptions
        column={2}
        size="small"
        items={[
          {
            key: 'customer',
            label: t('field.customer'),
            children: t('customerOption', { name: order.customer_name, phone: order.phone }),
          },
          { key: 'status', label: t('field.status'), children: <OrderStatusTag status={order.status} /> },
          { key: 'owner', label: t('field.owner'), children: order.owner_name },
          { key: 'ordered', label: t('field.orderedAt'), children: order.ordered_at },
          { key: 'goods', label: t('field.goods'), children: formatFen(order.goods_fen) },
          { key: 'discount', label: t('field.discount'), children: formatFen(order.discount_fen) },
          { key: 'shipping', label: t('field.shipping'), children: formatFen(order.shipping_fen) },
          {
            key: 'total',
            label: t('field.total'),
            children: <Typography.Text strong>{formatFen(order.total_fen)}</Typography.Text>,
          },
          ...(order.status === 4
            ? [{ key: 'reason', label: t('field.voidReason'), children: order.void_reason, span: 2 }]
            : []),
          { key: 'remark', label: t('field.remark'), children: order.remark || '-', span: 2 },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('detail.lines')}
      </Typography.Title>
      <Table<OrderLine>
        size="small"
        rowKey="sku_id"
        pagination={false}
        dataSource={order.lines}
        columns={[
          {
            title: t('form.sku'),
            render: (_v, l) => t('skuName', { product: l.product_name, label: l.sku_label }),
          },
          { title: t('form.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('form.unitPrice'), align: 'right', render: (_v, l) => formatFen(l.unit_price_fen) },
          { title: t('form.discount'), align: 'right', render: (_v, l) => formatFen(l.discount_fen) },
          { title: t('form.amount'), align: 'right', render: (_v, l) => formatFen(l.amount_fen) },
        ]}
      />
      {order.instalment_count > 0 && <OrderPlanSection orderId={order.id} />}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('detail.timeline')}
      </Typography.Title>
      <Timeline
        items={order.timeline.map((e, i) => ({
          key: i,
          content: (
            <div>
              <Typography.Text type="secondary">{e.at}</Typography.Text>
              <div>{t('detail.timelineEntry', { staff: e.staff_name, action: e.action_name })}</div>
              {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
            </div>
          ),
        }))}
      />
    </>
  );
}
