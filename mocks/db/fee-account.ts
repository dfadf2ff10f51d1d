import { staffTable } from './staff';
import { formatDay } from '../kit/time';
import { CALL_RATE_FEN, FEE_KIND, balanceFen, chargedFen, feeRecords, type FeeRow } from './fee-ledger';

const CHART_DAYS = 30;
const LOW_BALANCE_FEN = 100_000;

const sum = (rows: FeeRow[], of: (r: FeeRow) => number) => rows.reduce((total, r) => total + of(r), 0);

/** The calendar days of the chart, oldest first, today last (local time, like the records' created_at). */
function chartDays(now: number): string[] {
  return Array.from({ length: CHART_DAYS }, (_v, i) => {
    const d = new Date(now);
    d.setDate(d.getDate() - (CHART_DAYS - 1 - i));
    return formatDay(d.getTime());
  });
}

/** Each of the last 30 days' charges, from the same records feeRecordList lists. */
export function dailySpend(now = Date.now()) {
  const byDay = new Map<string, { amount: number; call_units: number }>();
  for (const r of feeRecords.all()) {
    const day = byDay.get(r.created_at.slice(0, 10)) ?? { amount: 0, call_units: 0 };
    day.amount += chargedFen(r);
    day.call_units += r.units ?? 0;
    byDay.set(r.created_at.slice(0, 10), day);
  }
  return chartDays(now).map((date) => ({ date, ...(byDay.get(date) ?? { amount: 0, call_units: 0 }) }));
}

/** The account summary (FeeSummary) with the allotted part of the balance. */
export function accountSummary(allotted: number, now = Date.now()) {
  const rows = feeRecords.all();
  const today = formatDay(now);
  const month = today.slice(0, 7);
  const on = (prefix: string) => rows.filter((r) => r.created_at.startsWith(prefix));
  const balance = balanceFen();
  const minutes = (direction: keyof typeof CALL_RATE_FEN) => {
    const calls = (within: FeeRow[]) => sum(within, (r) => (r.direction === direction ? (r.units ?? 0) : 0));
    const rate = CALL_RATE_FEN[direction];
    return {
      kind: direction,
      rate,
      today_units: calls(on(today)),
      month_units: calls(on(month)),
      available_units: Math.max(0, Math.floor(balance / rate)),
    };
  };
  return {
    balance,
    total_recharge: sum(rows, (r) => (r.type === FEE_KIND.recharge ? r.amount : 0)),
    total_consumed: sum(rows, chargedFen),
    today_consumed: sum(on(today), chargedFen),
    month_consumed: sum(on(month), chargedFen),
    allotted,
    unallotted: balance - allotted,
    call_minutes: [minutes('out'), minutes('in')],
    seat_count: staffTable.list((s) => s.status === 1).length,
    low_balance_warning: balance < LOW_BALANCE_FEN,
  };
}
