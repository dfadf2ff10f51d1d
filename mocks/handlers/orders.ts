import { crmDb } from '../db/crm';
import { DEAL_NODE_ID } from '../db/crm-rows';
import { fenToYuan, orderTotals, yuan } from '@/domain/money';
import {
  APPROVED,
  COMPLETED,
  PENDING,
  VOIDED,
  orderNo,
  type OrderAction,
  type OrderRow,
  type OrderStatus,
} from '../db/order-rows';
import { orderTable } from '../db/orders';
import { mallSkuTable } from '../db/mall';
import { visibleStaffIds } from '../db/staff';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { now } from '../kit/time';
import { expectedVersion, isStaleResult, versionConflict } from '../kit/version';
import { authed, fail, ok, type Ctx } from '../kit/http';
import { orderFields, orderFormTexts, type OrderFields } from '../db/order-form';
import { presentOrder, presentOrderDetail } from '../db/order-present';
import { refuseVoidWhileReceived } from '../db/order-access';

/** The most orders one export answers. */
export const ORDER_EXPORT_LIMIT = 10_000;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** Times are YYYY-MM-DD HH:mm:ss: compared as plain strings (a locale compare is slow over 10 000 orders). */
const newestFirst = (a: OrderRow, b: OrderRow) =>
  a.ordered_at < b.ordered_at ? 1 : a.ordered_at > b.ordered_at ? -1 : b.id - a.id;

/** The orders of a query within the user's data scope (by owner), newest first. */
function queryOrders({ body, user }: Ctx): OrderRow[] {
  const owners = visibleStaffIds(user);
  const [start, end, keyword] = [text(body.start_date), text(body.end_date), text(body.keyword)];
  const status = body.status ? Number(body.status) : undefined;
  const customer = body.customer_id ? Number(body.customer_id) : undefined;
  const owner = body.owner_id ? Number(body.owner_id) : undefined;
  const matches = (o: OrderRow) => {
    if (!keyword || o.order_no.includes(keyword)) return true;
    const c = crmDb.customer(o.customer_id);
    return !!c && (c.name.includes(keyword) || c.phone.includes(keyword));
  };
  return orderTable.list(
    (o) =>
      (!owners || owners.has(o.owner_id)) &&
      (status === undefined || o.status === status) &&
      (customer === undefined || o.customer_id === customer) &&
      (owner === undefined || o.owner_id === owner) &&
      (!start || o.ordered_at.slice(0, 10) >= start) &&
      (!end || o.ordered_at.slice(0, 10) <= end) &&
      matches(o),
    newestFirst,
  );
}

/** The order a call names, if the user may see it (another team's order is answered as unknown). */
function visibleOrder({ body, user }: Ctx): OrderRow | undefined {
  const order = orderTable.get(Number(body.id));
  const owners = visibleStaffIds(user);
  return order && (!owners || owners.has(order.owner_id)) ? order : undefined;
}

const event = (action: OrderAction, ctx: Ctx, at: string, note = '') => ({
  action,
  staff_id: ctx.user.id,
  note,
  at,
});

/** A status change: refused unless the order is in one of `from`; `apply` adds what goes with it. */
function transition(
  action: Exclude<OrderAction, 'create' | 'update'>,
  from: readonly OrderStatus[],
  to: OrderStatus,
  refusal: string,
  success: string,
  apply: (order: OrderRow, ctx: Ctx, at: string) => Partial<OrderRow> | Response = () => ({}),
) {
  return (ctx: Ctx) => {
    const order = visibleOrder(ctx);
    if (!order) return notFound('订单');
    if (!from.includes(order.status)) return fail(422, refusal);
    const at = now();
    const note = action === 'void' ? text(ctx.body.reason) : '';
    const applied = apply(order, ctx, at);
    if (applied instanceof Response) return applied;
    const saved = orderTable.update(order.id, {
      ...applied,
      status: to,
      updated_at: at,
      timeline: [...order.timeline, event(action, ctx, at, note)],
    })!;
    return ok(presentOrderDetail(saved), success);
  };
}

/**
 * Approval takes the lines' quantities out of the mall's stock (refused, naming the line, when one is short),
 * records the order's deal (/client/deal, amounts in yuan there) and moves the customer to 成交.
 */
function approve(order: OrderRow, ctx: Ctx, at: string): Partial<OrderRow> | Response {
  const short = order.lines.findIndex((l) => (mallSkuTable.get(l.sku_id)?.stock ?? 0) < l.quantity);
  if (short >= 0) {
    const l = order.lines[short]!;
    const stock = mallSkuTable.get(l.sku_id)?.stock ?? 0;
    return fail(
      422,
      `第${short + 1}行：${l.product_name}（${l.sku_label}）库存不足，当前库存${stock}件，不能审核`,
    );
  }
  for (const l of order.lines) moveStock(l.sku_id, -l.quantity);
  const deal = crmDb.addDeal({
    customer_id: order.customer_id,
    product_id: null,
    amount: fenToYuan(orderTotals(order.lines, order.shipping_fen).total_fen),
    owner_id: order.owner_id,
    deal_at: at,
    remark: `订单${order.order_no}`,
    created_at: at,
    order_id: order.id,
    order_no: order.order_no,
  });
  // the customer's record says so: its stage becomes 成交 with a follow-up naming the order and the amount
  const customer = crmDb.customer(order.customer_id);
  if (customer)
    crmDb.addFollowUp(
      {
        customer_id: customer.id,
        type: 4,
        content: `订单${order.order_no}审核通过，成交金额${yuan(orderTotals(order.lines, order.shipping_fen).total_fen)}元`,
        node_id: DEAL_NODE_ID,
        next_follow_at: customer.next_follow_at,
        staff_id: ctx.user.id,
        created_at: at,
      },
      {
        ...customer,
        node_id: DEAL_NODE_ID,
        last_follow_at: at,
        follow_count: customer.follow_count + 1,
        updated_at: at,
      },
    );
  return { deal_id: deal.id };
}

/** Voiding an approved order puts its quantities back in stock and withdraws its deal. */
function withdraw(order: OrderRow, ctx: Ctx): Partial<OrderRow> {
  if (order.status === APPROVED) for (const l of order.lines) moveStock(l.sku_id, l.quantity);
  if (order.deal_id != null) crmDb.removeDeal(order.deal_id);
  return { deal_id: null, void_reason: text(ctx.body.reason) };
}

/** A SKU deleted from the mall since the order has no stock to move. */
function moveStock(skuId: number, by: number) {
  const sku = mallSkuTable.get(skuId);
  if (sku) mallSkuTable.update(skuId, { stock: sku.stock + by });
}

const stored = (f: OrderFields) => ({
  customer_id: f.customer_id,
  lines: f.lines,
  shipping_fen: f.shipping_fen,
  remark: f.remark,
});

const voidOrder = transition(
  'void',
  [PENDING, APPROVED],
  VOIDED,
  '已完成或已作废的订单不能作废',
  '作废成功',
  withdraw,
);

export const orderHandlers = [
  authed('orders/list', (ctx) => ok(page(queryOrders(ctx), ctx.body, presentOrder)), {
    keyword: '关键词',
    start_date: '开始日期',
    end_date: '结束日期',
  }),
  authed('orders/export', (ctx) => {
    const rows = queryOrders(ctx);
    return ok({
      total: rows.length,
      limit: ORDER_EXPORT_LIMIT,
      data: rows.slice(0, ORDER_EXPORT_LIMIT).map(presentOrder),
    });
  }),
  authed('orders/detail', (ctx) => {
    const order = visibleOrder(ctx);
    return order ? ok(presentOrderDetail(order)) : notFound('订单');
  }),

  authed(
    'orders/add',
    (ctx) => {
      const fields = orderFields(ctx);
      if (fields instanceof Response) return fields;
      const at = now();
      const saved = orderTable.insert((id) => ({
        id,
        order_no: orderNo(id, at),
        ...stored(fields),
        owner_id: ctx.user.id,
        status: PENDING,
        void_reason: '',
        deal_id: null,
        ordered_at: fields.ordered_at ?? at,
        created_at: at,
        updated_at: at,
        timeline: [event('create', ctx, at)],
      }));
      return ok(presentOrderDetail(saved), '添加成功');
    },
    orderFormTexts,
  ),
  authed(
    'orders/update',
    (ctx) => {
      const order = visibleOrder(ctx);
      if (!order) return notFound('订单');
      if (order.status !== PENDING) return fail(422, '只有待审核的订单可以修改');
      const fields = orderFields(ctx);
      if (fields instanceof Response) return fields;
      const at = now();
      const saved = orderTable.update(
        order.id,
        {
          ...stored(fields),
          ordered_at: fields.ordered_at ?? order.ordered_at,
          updated_at: at,
          timeline: [...order.timeline, event('update', ctx, at)],
        },
        { expectVersion: expectedVersion(ctx.body.version) },
      )!;
      if (isStaleResult(saved)) return versionConflict();
      return ok(presentOrderDetail(saved), '更新成功');
    },
    orderFormTexts,
  ),

  authed(
    'orders/approve',
    transition('approve', [PENDING], APPROVED, '只有待审核的订单可以审核', '审核成功', approve),
  ),
  authed(
    'orders/complete',
    transition('complete', [APPROVED], COMPLETED, '只有已审核的订单可以完成', '订单已完成'),
  ),
  authed('orders/void', (ctx) => refuseVoidWhileReceived(ctx) ?? voidOrder(ctx), {
    reason: { label: '作废原因', required: '请输入作废原因' },
  }),
  authed('orders/delete', (ctx) => {
    const order = visibleOrder(ctx);
    if (!order) return notFound('订单');
    if (order.status !== PENDING) return fail(422, '只有待审核的订单可以删除，其他订单请作废');
    orderTable.remove(order.id);
    return ok(null, '删除成功');
  }),
];
