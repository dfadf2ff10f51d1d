import { ordersLimits } from '@/api/generated/orders.limits.gen';
import { defineEnum } from '@/components/data-table';

/** An order's status (openapi/paths/orders.yaml, the order list's `status` filter). */
export const ORDER_STATUS = defineEnum({
  ns: 'orders',
  values: ordersLimits.orderList.status.enum,
  label: (t, s) => t(`status.${s}`),
});

/** How long a plan's money is overdue. */
export const AGEING = defineEnum({
  ns: 'payments',
  values: ordersLimits.orderPlanList.ageing.enum,
  label: (t, b) => t(`plan.ageingName.${b}`),
});

/** A receipt valid or voided. */
export const RECEIPT_STATUS = defineEnum({
  ns: 'payments',
  values: ordersLimits.orderReceiptList.status.enum,
  label: (t, s) => t(`receipt.statusName.${s}`),
});
