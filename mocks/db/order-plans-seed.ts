import { Faker, base, zh_CN } from '@faker-js/faker';
import dayjs from 'dayjs';
import { compareTimes, formatTime } from '../kit/time';
import { crmDb } from './crm';
import { orderTotals } from '@/domain/money';
import {
  RECEIPT_METHODS,
  receiptNo,
  type InstalmentRow,
  type ReceiptMethod,
  type ReceiptRow,
} from './order-plan-rows';
import { APPROVED, COMPLETED, type OrderRow } from './order-rows';
import { SEED_ORDER_COUNT } from './orders-seed';
import { voucherPicture } from './receipt-voucher';

// Each order draws from its own seeded faker: its plan and receipts do not change when another order does.
const PLAN_SEED = 2013;
const RECEIPT_SEED = 2113;

const REMARKS = ['', '', '', '首付款', '验收后支付', '尾款'];
const VOID_REASONS = ['金额登记错误', '重复登记', '客户退回款项', '凭证不清晰，重新登记'];
const METHODS: readonly ReceiptMethod[] = ['银行转账', '银行转账', '银行转账', ...RECEIPT_METHODS];

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
/** Only the seeded orders get a seeded plan: one made since waits for its plan like any new order. */
const seeded = (o: OrderRow) => o.id <= SEED_ORDER_COUNT;

/**
 * The payment plans of the seeded approved and completed orders: 1 to 4 instalments adding up exactly to the
 * order's total (the remainder fen on the last), due from the order's day on; a quarter of the approved
 * orders still wait for their plan. The same rows for the same orders.
 */
export function seedPlans(orders: readonly OrderRow[]): InstalmentRow[] {
  const rows: Omit<InstalmentRow, 'id'>[] = [];
  for (const order of orders) {
    if (!seeded(order) || (order.status !== APPROVED && order.status !== COMPLETED)) continue;
    const f = new Faker({ locale: [zh_CN, base], seed: PLAN_SEED + order.id });
    if (order.status === APPROVED && f.number.int({ min: 1, max: 100 }) <= 25) continue;
    const total = orderTotals(order.lines, order.shipping_fen).total_fen;
    if (total <= 0) continue;
    const count = total < 400 ? 1 : f.number.int({ min: 1, max: 4 });
    const weights = Array.from({ length: count }, () => f.number.int({ min: 1, max: 4 }));
    const first = dayjs(order.ordered_at.slice(0, 10)).add(f.number.int({ min: 0, max: 10 }), 'day');
    const gap = f.helpers.arrayElement([15, 30, 30, 45]);
    const at = order.timeline.find((e) => e.action === 'approve')?.at ?? order.updated_at;
    splitFen(total, weights).forEach((amount, i) =>
      rows.push({
        order_id: order.id,
        seq: i + 1,
        due_date: day(first.add(i * gap, 'day')),
        amount_fen: amount,
        remark: i === 0 && count > 1 ? '首付款' : f.helpers.arrayElement(REMARKS),
        created_at: at,
        updated_at: at,
      }),
    );
  }
  return rows.map((r, i) => ({ id: i + 1, ...r }));
}

/** `total` fen in parts by weight, whole fen; the last takes the remainder so they add up exactly. */
function splitFen(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.slice(0, -1).map((w) => Math.floor((total * w) / sum));
  return [...parts, total - parts.reduce((a, b) => a + b, 0)];
}

type Profile = 'onTime' | 'partial' | 'late';

/**
 * The receipts of the seeded plans: most orders paid as their instalments fell due, some with the last one
 * due paid in part, some late (what fell due left unpaid, overdue by every age); a few receipts voided with a
 * reason (besides the valid ones, so what is received still adds up). Never later than `today`.
 */
export function seedReceipts(
  orders: readonly OrderRow[],
  instalments: readonly InstalmentRow[],
  today: number,
): ReceiptRow[] {
  const todayDay = dayjs(today).startOf('day');
  const rows: Omit<ReceiptRow, 'id' | 'receipt_no'>[] = [];
  for (const order of orders.filter(seeded)) {
    const plan = instalments.filter((i) => i.order_id === order.id).sort((a, b) => a.seq - b.seq);
    const fallenDue = plan.filter((i) => !dayjs(i.due_date).isAfter(todayDay));
    // nothing due yet (an order of the last days): nothing received, whatever kind of payer it is
    if (!fallenDue.length) continue;
    const f = new Faker({ locale: [zh_CN, base], seed: RECEIPT_SEED + order.id });
    const roll = f.number.int({ min: 1, max: 100 });
    const [onTime, partial] = order.status === COMPLETED ? [65, 82] : [40, 70];
    const profile: Profile = roll <= onTime ? 'onTime' : roll <= partial ? 'partial' : 'late';
    const paidInFull = profile === 'late' ? f.number.int({ min: 0, max: fallenDue.length - 1 }) : undefined;
    const payer = crmDb.customer(order.customer_id)?.name ?? f.person.fullName();
    const orderedDay = dayjs(order.ordered_at.slice(0, 10));
    const receive = (inst: InstalmentRow, amount: number, status: 1 | 2 = 1) => {
      const wanted = dayjs(inst.due_date).add(f.number.int({ min: -7, max: 7 }), 'day');
      const on = wanted.isAfter(todayDay) ? todayDay : wanted.isBefore(orderedDay) ? orderedDay : wanted;
      const created = formatTime(on.add(f.number.int({ min: 9 * 60, max: 18 * 60 }), 'minute').valueOf());
      const withVoucher = f.number.int({ min: 1, max: 100 }) <= 20;
      rows.push({
        order_id: order.id,
        instalment_id: inst.id,
        received_on: day(on),
        amount_fen: amount,
        method: f.helpers.arrayElement(METHODS),
        payer,
        voucher: withVoucher ? voucherPicture(`回款凭证-${day(on)}.jpg`) : '',
        remark: '',
        status,
        void_reason: status === 2 ? f.helpers.arrayElement(VOID_REASONS) : '',
        staff_id: order.owner_id,
        created_at: created,
      });
    };
    fallenDue.forEach((inst, i) => {
      const last = i === fallenDue.length - 1;
      if (paidInFull !== undefined && i >= paidInFull) return;
      if (f.number.int({ min: 1, max: 100 }) <= 8)
        receive(inst, Math.max(1, Math.floor(inst.amount_fen / 2)), 2);
      if (profile === 'partial' && last) {
        receive(inst, Math.max(1, Math.floor((inst.amount_fen * f.number.int({ min: 3, max: 7 })) / 10)));
        return;
      }
      const split = inst.amount_fen >= 200 && f.datatype.boolean({ probability: 0.25 });
      const firstPart = split ? Math.floor(inst.amount_fen / 2) : inst.amount_fen;
      receive(inst, firstPart);
      if (split) receive(inst, inst.amount_fen - firstPart);
    });
  }
  rows.sort((a, b) => compareTimes(a.created_at, b.created_at));
  return rows.map((r, i) => ({ id: i + 1, receipt_no: receiptNo(i + 1, r.created_at), ...r }));
}
