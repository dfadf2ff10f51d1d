import { Button, Descriptions, Drawer, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '@/domain/money';
import { useOrderPlanDetailQuery, type PlanDetail } from '../plan-api';
import { AgeingTag, OverdueTag } from './plan-tags';
import { PlanTables } from './PlanTables';

interface PlanDrawerProps {
  orderId: number | null;
  onClose(): void;
  onEdit(plan: PlanDetail): void;
  onReceive(plan: PlanDetail): void;
}

/** One order's plan: received versus due, its instalments and receipts; edit it or register a receipt. */
export function PlanDrawer({ orderId, onClose, onEdit, onReceive }: PlanDrawerProps) {
  const { t } = useTranslation('payments');
  const plan = useOrderPlanDetailQuery({ body: { order_id: orderId ?? 0 } }, { skip: orderId == null }).data
    ?.data;
  const shown = plan && plan.order.order_id === orderId ? plan : undefined;
  const o = shown?.order;
  return (
    <Drawer
      open={orderId != null}
      onClose={onClose}
      size={860}
      title={o ? t('plan.drawerTitle', { no: o.order_no }) : ''}
      destroyOnHidden
      extra={
        shown && (
          <Space>
            <Button onClick={() => onEdit(shown)}>
              {t(shown.instalments.length ? 'plan.edit' : 'plan.make')}
            </Button>
            {o!.due_fen > 0 && shown.instalments.length > 0 && (
              <Button type="primary" onClick={() => onReceive(shown)}>
                {t('plan.receive')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {shown && o ? (
        <>
          <Descriptions
            column={2}
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              { key: 'customer', label: t('plan.field.customer'), children: o.customer_name },
              { key: 'owner', label: t('plan.field.owner'), children: o.owner_name },
              { key: 'total', label: t('plan.field.total'), children: formatFen(o.total_fen) },
              { key: 'received', label: t('plan.field.received'), children: formatFen(o.received_fen) },
              { key: 'due', label: t('plan.field.due'), children: formatFen(o.due_fen) },
              {
                key: 'overdue',
                label: t('plan.field.overdueDays'),
                children: (
                  <>
                    <OverdueTag days={o.overdue_days} />
                    <AgeingTag ageing={o.ageing} />
                  </>
                ),
              },
            ]}
          />
          <PlanTables plan={shown} />
        </>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
