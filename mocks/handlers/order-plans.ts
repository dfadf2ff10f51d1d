import { crmDb } from '../db/crm';
import { AGEING_BUCKETS, collectionOf, collections, type Collection } from '../db/order-collection';
import { yuan } from '@/domain/money';
import { type InstalmentRow } from '../db/order-plan-rows';
import { instalmentTable } from '../db/order-plans';
import { receiptTable } from '../db/order-receipts';
import { type OrderRow } from '../db/order-rows';
import { orderTable } from '../db/orders';
import { visibleStaffIds } from '../db/staff';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { compareTimes, now } from '../kit/time';
import { authed, fail, ok, type Ctx, type FieldTexts } from '../kit/http';
import { presentInstalment, presentPlan, presentReceipt } from '../db/order-plan-present';
import { collectable, visibleOrderOf } from '../db/order-access';

/** The most rows one export of the plan list answers. */
export const PLAN_EXPORT_LIMIT = 10_000;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

type PlanRow = { order: OrderRow; c: Collection };

/** The approved and completed orders of a query with their collection, most overdue first, then newest. */
function queryPlans({ body, user }: Ctx): PlanRow[] {
  const owners = visibleStaffIds(user);
  const keyword = text(body.keyword);
  const owner = body.owner_id ? Number(body.owner_id) : undefined;
  const ageing = AGEING_BUCKETS.find((b) => b === text(body.ageing));
  const [uncollected, overdue] = [Number(body.uncollected) === 1, Number(body.overdue) === 1];
  const matches = (o: OrderRow) => {
    if (!keyword || o.order_no.includes(keyword)) return true;
    const c = crmDb.customer(o.customer_id);
    return !!c && (c.name.includes(keyword) || c.phone.includes(keyword));
  };
  const collectionOfOrder = collections();
  return orderTable
    .list(
      (o) =>
        collectable(o) &&
        (!owners || owners.has(o.owner_id)) &&
        (owner === undefined || o.owner_id === owner) &&
        matches(o),
    )
    .map((order) => ({ order, c: collectionOfOrder(order) }))
    .filter(
      ({ c }) =>
        (!uncollected || c.due_fen > 0) &&
        (!overdue || c.overdue_days > 0) &&
        (!ageing || c.ageing === ageing),
    )
    .sort(
      (a, b) =>
        b.c.overdue_days - a.c.overdue_days ||
        compareTimes(b.order.ordered_at, a.order.ordered_at) ||
        b.order.id - a.order.id,
    );
}

/** An order's plan with its instalments and receipts (PlanDetail). */
export function planDetail(order: OrderRow) {
  const c = collectionOf(order);
  return {
    order: presentPlan(order, c),
    instalments: c.instalments.map(presentInstalment),
    receipts: receiptTable
      .list(
        (r) => r.order_id === order.id,
        (a, b) => compareTimes(b.received_on, a.received_on) || b.id - a.id,
      )
      .map(presentReceipt),
  };
}

interface InstalmentInput {
  id?: number;
  due_date: string;
  amount_fen: number;
  remark: string;
}

const inputsOf = (body: Record<string, unknown>): InstalmentInput[] =>
  (body.instalments as Record<string, unknown>[]).map((i) => ({
    id: i.id == null ? undefined : Number(i.id),
    due_date: text(i.due_date),
    amount_fen: Number(i.amount_fen),
    remark: text(i.remark),
  }));

/**
 * Why a plan cannot be saved, or undefined: an instalment with money received stays (same id) and is not
 * set below what it received; the instalments add up to the order's total exactly.
 */
function planFault(order: OrderRow, inputs: InstalmentInput[]): string | undefined {
  const c = collectionOf(order);
  const current = new Map(c.instalments.map((s) => [s.id, s]));
  const ids = inputs.flatMap((i) => (i.id === undefined ? [] : [i.id]));
  const foreign = ids.find((id) => !current.has(id));
  if (foreign !== undefined) return '回款计划已变化，请刷新后重新编辑';
  if (new Set(ids).size !== ids.length) return '同一期不能出现两次';
  for (const s of c.instalments) {
    if (s.received_fen <= 0) continue;
    const kept = inputs.find((i) => i.id === s.id);
    if (!kept) return `第${s.seq}期已回款${yuan(s.received_fen)}元，不能删除`;
    if (kept.amount_fen < s.received_fen)
      return `第${s.seq}期已回款${yuan(s.received_fen)}元，金额不能低于已回款`;
  }
  const sum = inputs.reduce((a, i) => a + i.amount_fen, 0);
  const diff = sum - c.total_fen;
  if (diff < 0) return `分期金额合计比订单金额少${yuan(-diff)}元`;
  if (diff > 0) return `分期金额合计比订单金额多${yuan(diff)}元`;
  return undefined;
}

/** Saves an order's whole plan: kept instalments updated, new ones added, the others removed; seq by due date. */
function savePlan(ctx: Ctx, onlyNew: boolean) {
  const order = visibleOrderOf(ctx.user, Number(ctx.body.order_id));
  if (!order) return notFound('订单');
  if (!collectable(order)) return fail(422, '只有已审核或已完成的订单可以制定回款计划');
  const existing = instalmentTable.list((i) => i.order_id === order.id);
  if (onlyNew && existing.length) return fail(422, '该订单已有回款计划，请编辑计划');
  const inputs = inputsOf(ctx.body);
  const fault = planFault(order, inputs);
  if (fault) return fail(422, fault, { instalments: fault });
  const at = now();
  const ordered = inputs
    .map((input, i) => ({ input, i }))
    .sort((a, b) => compareTimes(a.input.due_date, b.input.due_date) || a.i - b.i);
  const keep = new Set(inputs.flatMap((i) => (i.id === undefined ? [] : [i.id])));
  instalmentTable.remove(existing.filter((i) => !keep.has(i.id)).map((i) => i.id));
  ordered.forEach(({ input }, index) => {
    const fields: Omit<InstalmentRow, 'id' | 'created_at'> = {
      order_id: order.id,
      seq: index + 1,
      due_date: input.due_date,
      amount_fen: input.amount_fen,
      remark: input.remark,
      updated_at: at,
    };
    if (input.id !== undefined) instalmentTable.update(input.id, fields);
    else instalmentTable.insert({ ...fields, created_at: at });
  });
  return ok(planDetail(order), '保存成功');
}

const planTexts: FieldTexts = {
  order_id: { label: '订单', required: '请选择订单' },
  instalments: {
    label: '回款计划',
    required: '请至少添加一期',
    max: '回款计划最多24期',
    fields: {
      due_date: { label: '应收日期', required: '请选择应收日期', invalid: '应收日期格式不正确' },
      amount_fen: { label: '金额', required: '请输入金额', invalid: '每期金额须大于0' },
      remark: { label: '备注', max: '备注不能超过50个字符' },
    },
  },
};

const listTexts: FieldTexts = { keyword: '关键词', ageing: { label: '账龄', invalid: '账龄不正确' } };

export const orderPlanHandlers = [
  authed(
    'orders/plan/list',
    (ctx) => ok(page(queryPlans(ctx), ctx.body, (r) => presentPlan(r.order, r.c))),
    listTexts,
  ),
  authed(
    'orders/plan/export',
    (ctx) => {
      const rows = queryPlans(ctx);
      return ok({
        total: rows.length,
        limit: PLAN_EXPORT_LIMIT,
        data: rows.slice(0, PLAN_EXPORT_LIMIT).map((r) => presentPlan(r.order, r.c)),
      });
    },
    listTexts,
  ),
  authed('orders/plan/detail', (ctx) => {
    const order = visibleOrderOf(ctx.user, Number(ctx.body.order_id));
    return order ? ok(planDetail(order)) : notFound('订单');
  }),
  authed('orders/plan/add', (ctx) => savePlan(ctx, true), planTexts),
  authed('orders/plan/save', (ctx) => savePlan(ctx, false), planTexts),
];
