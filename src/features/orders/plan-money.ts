import dayjs, { type Dayjs } from 'dayjs';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import type { ReceiptMethod } from './plan-api';

/** The contract's enums, in the order the screens offer them. */
// the methods are the contract's own values (shown as they are), so they come from it
export const RECEIPT_METHODS = ordersLimits.orderReceiptAdd.method.enum as readonly ReceiptMethod[];
/** openapi/schemas/orders.yaml#/PlanForm: at most this many instalments. */
export const MAX_INSTALMENTS = 24;

/**
 * `totalFen` in `count` equal instalments a month apart from `first`; the remainder fen go to the last so the
 * instalments add up to the total exactly (100.00 in 3: 33.33, 33.33, 33.34).
 */
export function splitEvenly(totalFen: number, count: number, first: Dayjs) {
  const part = Math.floor(totalFen / count);
  return Array.from({ length: count }, (_v, i) => ({
    due_date: first.add(i, 'month').format('YYYY-MM-DD'),
    amount_fen: i === count - 1 ? totalFen - part * (count - 1) : part,
  }));
}

/** A date field's value (text or a dayjs of a picker) as YYYY-MM-DD; '' when empty. */
export function dayText(value: unknown): string {
  if (typeof value === 'string') return value;
  return dayjs.isDayjs(value) && value.isValid() ? value.format('YYYY-MM-DD') : '';
}
