import { yuanToFen } from '@/domain/money';
import { dayText } from '../plan-money';

/** An instalment as the plan form holds it: yuan as typed (fen only when summed or sent). */
export interface InstalmentValues {
  key: string;
  /** an existing instalment (kept with its receipts) */
  id?: number;
  due_date?: unknown;
  amount?: number | string;
  /** the share of the order's total, as typed or as the amount gives it (never sent) */
  percent?: number | string;
  remark?: string;
  /** fen received so far (existing instalments), shown and checked, never sent */
  received_fen?: number;
}

let lastKey = 0;
/** A key for a new row of the editable table (rows of one form never share one). */
export const newInstalmentKey = () => `instalment-${++lastKey}`;

/** The fen of a row's amount as typed; 0 while empty or not an amount. */
export const amountFen = (row: InstalmentValues) => yuanToFen(row.amount ?? '') ?? 0;

/** A share of the total in fen, to the nearest fen (the percentage has at most two decimals). */
export function percentToFen(totalFen: number, percent: number): number {
  return Math.round((totalFen * Math.round(percent * 100)) / 10_000);
}

/** The share an amount is of the total, to two decimals; undefined without a total. */
export function fenToPercent(amountFen: number, totalFen: number): number | undefined {
  return totalFen > 0 ? Math.round((amountFen * 10_000) / totalFen) / 100 : undefined;
}

type RowFaultKey = 'form.dueDateRequired' | 'form.amountRequired' | 'form.amountPositive';

/** The first row (numbered from 1) the server would refuse, and why (a key of the payments texts). */
export function firstRowFault(
  rows: readonly InstalmentValues[],
): { row: number; key: RowFaultKey } | undefined {
  for (const [i, row] of rows.entries()) {
    if (!dayText(row.due_date)) return { row: i + 1, key: 'form.dueDateRequired' };
    if (row.amount == null || row.amount === '') return { row: i + 1, key: 'form.amountRequired' };
    if (amountFen(row) <= 0) return { row: i + 1, key: 'form.amountPositive' };
  }
  return undefined;
}
