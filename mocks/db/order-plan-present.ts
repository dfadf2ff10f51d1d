import { crmDb } from './crm';
import { instalmentStatusNames, type Collection, type InstalmentState } from './order-collection';
import { receiptStatusNames, type ReceiptRow } from './order-plan-rows';
import { instalmentTable } from './order-plans';
import type { OrderRow } from './order-rows';
import { orderTable } from './orders';
import { staffName } from './staff';

/** An order as the payment plan list answers it (openapi/schemas/orders.yaml#/PaymentPlan). */
export function presentPlan(order: OrderRow, c: Collection) {
  return {
    id: order.id,
    order_id: order.id,
    order_no: order.order_no,
    customer_id: order.customer_id,
    customer_name: crmDb.customer(order.customer_id)?.name ?? '',
    owner_id: order.owner_id,
    owner_name: staffName(order.owner_id) ?? '',
    order_status: order.status,
    total_fen: c.total_fen,
    received_fen: c.received_fen,
    due_fen: c.due_fen,
    instalment_count: c.instalment_count,
    paid_instalment_count: c.paid_instalment_count,
    next_due_date: c.next?.due_date ?? null,
    next_due_fen: c.next?.remaining_fen ?? null,
    overdue_days: c.overdue_days,
    ageing: c.ageing,
    ordered_at: order.ordered_at,
  };
}

export const presentInstalment = (s: InstalmentState) => ({
  id: s.id,
  order_id: s.order_id,
  seq: s.seq,
  due_date: s.due_date,
  amount_fen: s.amount_fen,
  received_fen: s.received_fen,
  remaining_fen: s.remaining_fen,
  status: s.status,
  status_name: instalmentStatusNames[s.status],
  overdue_days: s.overdue_days,
  remark: s.remark,
});

/** A receipt with its order's and instalment's names (the instalment's seq is 0 once it left the plan). */
export function presentReceipt(r: ReceiptRow) {
  const order = orderTable.get(r.order_id);
  return {
    id: r.id,
    receipt_no: r.receipt_no,
    order_id: r.order_id,
    order_no: order?.order_no ?? '',
    customer_id: order?.customer_id ?? 0,
    customer_name: (order && crmDb.customer(order.customer_id)?.name) ?? '',
    instalment_id: r.instalment_id,
    instalment_seq: instalmentTable.get(r.instalment_id)?.seq ?? 0,
    received_on: r.received_on,
    amount_fen: r.amount_fen,
    method: r.method,
    payer: r.payer,
    voucher: r.voucher,
    remark: r.remark,
    status: r.status,
    status_name: receiptStatusNames[r.status],
    void_reason: r.void_reason,
    staff_id: r.staff_id,
    staff_name: staffName(r.staff_id) ?? '',
    created_at: r.created_at,
  };
}
