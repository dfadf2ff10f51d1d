/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { CALL_RATE_FEN, FEE_KIND } from '@mocks/db/fee-ledger';
import { callBackend } from '@tests/support/backend-call';

interface Fee {
  id: number;
  type: number;
  amount: number;
  balance_after: number;
  staff_id: number | null;
  staff_name: string | null;
  duration: number | null;
  units: number | null;
  remark: string;
  created_at: string;
}

const list = (body: Record<string, unknown>) =>
  callBackend('/api/fees/record/list', body).then((a) => a.data as { data: Fee[]; total: number });

describe('demo fees backend', () => {
  it('[ROUTES-CALLCENTRE-25] bills each call per started minute, in whole fen, newest first', async () => {
    const { data, total } = await list({ limit: 1000 });
    expect(total).toBeGreaterThan(500);
    const calls = data.filter((f) => f.type === FEE_KIND.call);
    expect(calls.length).toBeGreaterThan(100);
    for (const f of data) {
      expect(Number.isInteger(f.amount)).toBe(true);
      expect(Number.isInteger(f.balance_after)).toBe(true);
    }
    for (const f of calls) {
      expect(f.units).toBe(Math.ceil(f.duration! / 60));
      const rate = f.remark.startsWith('外呼') ? CALL_RATE_FEN.out : CALL_RATE_FEN.in;
      expect(f.amount).toBe(-f.units! * rate);
      expect(f.staff_name).toBeTruthy();
    }
    const times = data.map((f) => f.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.some((f) => f.type === FEE_KIND.recharge && f.amount > 0)).toBe(true);
  });

  it('covers the last 30 days and filters by calendar day, both ends included', async () => {
    const { data } = await list({ limit: 1000, page: 1 });
    const oldest = (await list({ limit: 1, page: (await list({})).total })).data[0]!;
    expect(dayjs().diff(dayjs(oldest.created_at), 'day')).toBeGreaterThanOrEqual(20);
    expect(data.length).toBeGreaterThan(0);
    const day = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    const from = dayjs().subtract(5, 'day').format('YYYY-MM-DD');
    const range = await list({ start_date: from, end_date: day, limit: 1000 });
    expect(range.total).toBeGreaterThan(0);
    range.data.forEach((f) => {
      expect(f.created_at.slice(0, 10) >= from).toBe(true);
      expect(f.created_at.slice(0, 10) <= day).toBe(true);
    });
    const staffId = range.data.find((f) => f.staff_id)!.staff_id;
    const mine = await list({ staff_id: staffId, limit: 1000 });
    mine.data.forEach((f) => expect(f.staff_id).toBe(staffId));
  });

  it('pages like the platform', async () => {
    const first = await callBackend('/api/fees/record/list', { page: 1, limit: 20 });
    const second = await callBackend('/api/fees/record/list', { page: 2, limit: 20 });
    expect(second.data).toMatchObject({ current_page: 2, per_page: 20, from: 21, to: 40 });
    expect(second.data.total).toBe(first.data.total);
    const ids = (p: { data: Fee[] }) => p.data.map((f) => f.id);
    expect(ids(second.data).some((id) => ids(first.data).includes(id))).toBe(false);
  });
});
