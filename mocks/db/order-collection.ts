import { formatDay } from '../kit/time';
import { orderTotals } from '@/domain/money';
import { RECEIPT_VALID, type InstalmentRow, type ReceiptRow } from './order-plan-rows';
import { instalmentTable } from './order-plans';
import { receiptTable } from './order-receipts';
import type { OrderRow } from './order-rows';

/**
 * What has been collected of an order, derived whenever it is answered from its instalments and its valid
 * receipts (never stored, so it cannot disagree with them). Money in integer fen only.
 */

/** 0 未回款, 1 部分回款, 2 已回款 (openapi/schemas/orders.yaml#/InstalmentStatus). */
export type InstalmentStatus = 0 | 1 | 2;
export const instalmentStatusNames: Record<InstalmentStatus, string> = {
  0: '未回款',
  1: '部分回款',
  2: '已回款',
};

export const instalmentStatus = (receivedFen: number, amountFen: number): InstalmentStatus =>
  receivedFen <= 0 ? 0 : receivedFen >= amountFen ? 2 : 1;

/** openapi/schemas/orders.yaml#/AgeingBucket */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of a number of days overdue; null when not overdue. */
export function ageingOf(days: number): AgeingBucket | null {
  if (days <= 0) return null;
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** Today as YYYY-MM-DD, local time (the platform's day). */
export const today = (at = Date.now()) => formatDay(at);

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
};
/** Whole days from one YYYY-MM-DD to another (no time zone or summer time can shift it). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

export interface InstalmentState extends InstalmentRow {
  received_fen: number;
  remaining_fen: number;
  status: InstalmentStatus;
  overdue_days: number;
}

export function instalmentState(row: InstalmentRow, receivedFen: number, day: string): InstalmentState {
  const remaining = row.amount_fen - receivedFen;
  const late = remaining > 0 ? daysBetween(row.due_date, day) : 0;
  return {
    ...row,
    received_fen: receivedFen,
    remaining_fen: remaining,
    status: instalmentStatus(receivedFen, row.amount_fen),
    overdue_days: Math.max(0, late),
  };
}

export interface Collection {
  total_fen: number;
  received_fen: number;
  due_fen: number;
  instalments: InstalmentState[];
  instalment_count: number;
  paid_instalment_count: number;
  next: InstalmentState | undefined;
  overdue_days: number;
  ageing: AgeingBucket | null;
}

const bySeq = (a: InstalmentRow, b: InstalmentRow) => a.seq - b.seq;

/** An order's collection from its instalments and valid receipts (any order: the list's receipts are its own). */
export function collect(
  order: OrderRow,
  instalments: readonly InstalmentRow[],
  validReceipts: readonly ReceiptRow[],
  day: string,
): Collection {
  const receivedBy = new Map<number, number>();
  for (const r of validReceipts)
    receivedBy.set(r.instalment_id, (receivedBy.get(r.instalment_id) ?? 0) + r.amount_fen);
  const states = [...instalments].sort(bySeq).map((i) => instalmentState(i, receivedBy.get(i.id) ?? 0, day));
  const total = orderTotals(order.lines, order.shipping_fen).total_fen;
  const received = validReceipts.reduce((sum, r) => sum + r.amount_fen, 0);
  const overdue = Math.max(0, ...states.map((s) => s.overdue_days));
  return {
    total_fen: total,
    received_fen: received,
    due_fen: total - received,
    instalments: states,
    instalment_count: states.length,
    paid_instalment_count: states.filter((s) => s.status === 2).length,
    next: states.find((s) => s.remaining_fen > 0),
    overdue_days: overdue,
    ageing: ageingOf(overdue),
  };
}

/** One order's collection, read from the tables. */
export function collectionOf(order: OrderRow, day = today()): Collection {
  return collect(
    order,
    instalmentTable.list((i) => i.order_id === order.id),
    receiptTable.list((r) => r.order_id === order.id && r.status === RECEIPT_VALID),
    day,
  );
}

/** The collection of many orders at once: the tables are grouped by order in one pass (a whole list). */
export function collections(day = today()): (order: OrderRow) => Collection {
  const instalments = groupBy(instalmentTable.all(), (i) => i.order_id);
  const receipts = groupBy(
    receiptTable.all().filter((r) => r.status === RECEIPT_VALID),
    (r) => r.order_id,
  );
  return (order) => collect(order, instalments.get(order.id) ?? [], receipts.get(order.id) ?? [], day);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
