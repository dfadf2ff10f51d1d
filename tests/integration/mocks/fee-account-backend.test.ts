/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { CALL_RATE_FEN, FEE_KIND } from '@mocks/db/fee-ledger';
import { callBackend as call } from '@tests/support/backend-call';

interface Fee {
  type: number;
  amount: number;
  balance_after: number;
  units: number | null;
  direction: 'out' | 'in' | null;
  created_at: string;
}

/** Every fee record of the details screen's endpoint, page by page, newest first. */
async function allRecords(body: Record<string, unknown> = {}): Promise<Fee[]> {
  const rows: Fee[] = [];
  for (let p = 1; ; p++) {
    const { data } = await call('/api/fees/record/list', { ...body, page: p, limit: 1000 });
    rows.push(...(data.data as Fee[]));
    if (rows.length >= data.total) return rows;
  }
}

const charged = (rows: Fee[]) => rows.reduce((t, f) => t + (f.type === FEE_KIND.recharge ? 0 : -f.amount), 0);
const today = () => dayjs().format('YYYY-MM-DD');

describe('demo fee account backend', () => {
  it('[ROUTES-CALLCENTRE-24] sums the account from the same records the details list, in whole fen', async () => {
    const { data: summary } = await call('/api/fees/summary/info');
    const records = await allRecords();
    expect(summary.balance).toBe(records[0]!.balance_after);
    expect(summary.today_consumed).toBe(charged(records.filter((f) => f.created_at.startsWith(today()))));
    const month = await allRecords({ start_date: dayjs().startOf('month').format('YYYY-MM-DD') });
    expect(summary.month_consumed).toBe(charged(month));
    expect(summary.total_consumed).toBe(charged(records));
    const recharges = await allRecords({ type: FEE_KIND.recharge });
    expect(recharges.length).toBeGreaterThanOrEqual(5);
    expect(summary.total_recharge).toBe(recharges.reduce((t, f) => t + f.amount, 0));
    for (const key of ['balance', 'today_consumed', 'month_consumed', 'allotted', 'unallotted'])
      expect(Number.isInteger(summary[key])).toBe(true);
    expect(summary.allotted + summary.unallotted).toBe(summary.balance);
  });

  it('[ROUTES-CALLCENTRE-24] counts the billed call minutes by kind, and what the balance still pays for', async () => {
    const { data: summary } = await call('/api/fees/summary/info');
    const calls = (await allRecords({ start_date: today() })).filter((f) => f.type === FEE_KIND.call);
    const minutes = (kind: 'out' | 'in') =>
      calls.filter((f) => f.direction === kind).reduce((t, f) => t + f.units!, 0);
    expect(summary.call_minutes).toEqual([
      expect.objectContaining({
        kind: 'out',
        rate: CALL_RATE_FEN.out,
        today_units: minutes('out'),
        available_units: Math.floor(summary.balance / CALL_RATE_FEN.out),
      }),
      expect.objectContaining({ kind: 'in', rate: CALL_RATE_FEN.in, today_units: minutes('in') }),
    ]);
  });

  it('[ROUTES-CALLCENTRE-24] answers the spend of each of the last 30 days, today last, from the records', async () => {
    const { data: days } = await call('/api/fees/daily/spend');
    expect(days).toHaveLength(30);
    expect(days.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 30 }, (_v, i) =>
        dayjs()
          .subtract(29 - i, 'day')
          .format('YYYY-MM-DD'),
      ),
    );
    const records = await allRecords({ start_date: days[0].date });
    for (const day of days) {
      const ofDay = records.filter((f) => f.created_at.startsWith(day.date));
      expect(day.amount).toBe(charged(ofDay));
      expect(day.call_units).toBe(ofDay.reduce((t, f) => t + (f.units ?? 0), 0));
    }
    const { data: summary } = await call('/api/fees/summary/info');
    expect(days.at(-1).amount).toBe(summary.today_consumed);
  });
});
