import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderPlanDetailQuery } from '../plan-api';
import { PlanTables } from './PlanTables';

/** The order's payment plan in its detail drawer: instalments and receipts (edited on /order/plan). */
export function OrderPlanSection({ orderId }: { orderId: number }) {
  const { t } = useTranslation('payments');
  const plan = useOrderPlanDetailQuery({ body: { order_id: orderId } }).data?.data;
  return plan ? (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('plan.title')}</Typography.Title>
      <PlanTables plan={plan} />
    </div>
  ) : null;
}
