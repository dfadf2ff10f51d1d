import { crmDb } from './crm';
import { collectionOf } from './order-collection';
import { lineAmountFen, orderTotals } from '@/domain/money';
import { orderActionNames, orderStatusNames, type OrderRow } from './order-rows';
import { staffName } from './staff';
import { versionOf } from '../kit/version';

/** How the platform answers an order: names resolved, totals computed from the lines (never stored). */
export function presentOrder(o: OrderRow) {
  const customer = crmDb.customer(o.customer_id);
  const first = o.lines[0];
  const more = o.lines.length - 1;
  const summary = first
    ? `${first.product_name}（${first.sku_label}）×${first.quantity}${more > 0 ? ` 等${o.lines.length}项` : ''}`
    : '';
  return {
    id: o.id,
    order_no: o.order_no,
    customer_id: o.customer_id,
    customer_name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    summary,
    line_count: o.lines.length,
    ...orderTotals(o.lines, o.shipping_fen),
    status: o.status,
    status_name: orderStatusNames[o.status],
    void_reason: o.void_reason,
    deal_id: o.deal_id,
    owner_id: o.owner_id,
    owner_name: staffName(o.owner_id) ?? '',
    remark: o.remark,
    ordered_at: o.ordered_at,
    created_at: o.created_at,
    updated_at: o.updated_at,
    version: versionOf(o),
    ...collected(o),
  };
}

/** What the order's receipts have brought in, against its total (../db/order-collection.ts). */
function collected(o: OrderRow) {
  const c = collectionOf(o);
  return {
    received_fen: c.received_fen,
    due_fen: c.due_fen,
    instalment_count: c.instalment_count,
    paid_instalment_count: c.paid_instalment_count,
  };
}

export function presentOrderDetail(o: OrderRow) {
  return {
    ...presentOrder(o),
    lines: o.lines.map((l) => ({ ...l, amount_fen: lineAmountFen(l) })),
    timeline: o.timeline.map((e) => ({
      action: e.action,
      action_name: orderActionNames[e.action],
      staff_id: e.staff_id,
      staff_name: staffName(e.staff_id) ?? '',
      note: e.note,
      at: e.at,
    })),
  };
}
