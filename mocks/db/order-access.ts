import { RECEIPT_VALID } from './order-plan-rows';
import { instalmentTable } from './order-plans';
import { receiptTable } from './order-receipts';
import { APPROVED, COMPLETED, type OrderRow } from './order-rows';
import { orderTable } from './orders';
import { visibleStaffIds } from './staff';
import type { DemoUser } from './seed';
import { fail, type Ctx } from '../kit/http';

/** Which orders and instalments a user may reach, and what money received holds an order to. */

/** Plans and receipts are for approved and completed orders. */
export const collectable = (o: OrderRow) => o.status === APPROVED || o.status === COMPLETED;

/** The order `id` if the user may see it (by its owner; another team's order is answered as unknown). */
export function visibleOrderOf(user: DemoUser, id: number): OrderRow | undefined {
  const order = orderTable.get(id);
  const owners = visibleStaffIds(user);
  return order && (!owners || owners.has(order.owner_id)) ? order : undefined;
}

/** Whether any valid receipt counts for the order (then it cannot be voided). */
export const hasValidReceipts = (orderId: number) =>
  receiptTable.list((r) => r.order_id === orderId && r.status === RECEIPT_VALID).length > 0;

/** The order void's extra refusal: money received is voided first (then the order may go). */
export function refuseVoidWhileReceived(ctx: Ctx): Response | undefined {
  const order = visibleOrderOf(ctx.user, Number(ctx.body.id));
  return order?.status === APPROVED && hasValidReceipts(order.id)
    ? fail(422, '该订单已有回款，请先作废回款')
    : undefined;
}

/** The instalment `id` with its order, if the user may see the order. */
export function visibleInstalment(user: DemoUser, id: number) {
  const instalment = instalmentTable.get(id);
  const order = instalment && visibleOrderOf(user, instalment.order_id);
  return instalment && order ? { instalment, order } : undefined;
}
