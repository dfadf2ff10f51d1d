/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { dayOf } from '@mocks/kit/time';
import { allResults, type ResultView } from '@mocks/db/quality-view';
import { callBackend as call } from '@tests/support/backend-call';

const range = {
  start_date: dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
  end_date: dayjs().format('YYYY-MM-DD'),
};
const inRange = (v: ResultView) =>
  dayOf(v.call.started_at) >= range.start_date && dayOf(v.call.started_at) <= range.end_date;

interface StaffRow {
  staff_id: number;
  inspected: number;
  average_score: number;
  worst_rules: { rule_id: number; hit_count: number; call_count: number; points: number }[];
}

it("坐席质检报表: an agent's worst-rule points are the sum over the agent's calls of each call's rule deduction", async () => {
  const rows = (await call('/api/quality/report/staff', { ...range, page: 1, limit: 200 })).data
    .data as StaffRow[];
  expect(rows.length).toBeGreaterThan(3);
  const results = allResults().filter(inRange);
  let repeated = 0;
  for (const row of rows) {
    const own = results.filter((v) => v.call.staff_id === row.staff_id);
    expect(own).toHaveLength(row.inspected);
    for (const worst of row.worst_rules) {
      const perCall = own.flatMap((v) => v.rules.filter((r) => r.rule_id === worst.rule_id));
      expect(worst.points).toBe(perCall.reduce((sum, r) => sum + r.counted, 0));
      expect(worst.call_count).toBe(perCall.length);
      expect(worst.hit_count).toBe(perCall.reduce((sum, r) => sum + r.hit_count, 0));
      if (worst.hit_count > worst.call_count) repeated += 1;
    }
    // the average follows from the same per-call rule points: base score plus what the rules counted
    const counted = own.reduce((sum, v) => sum + v.rules.reduce((s, r) => s + r.counted, 0), 0);
    const expected = Math.round(((own.length * 100 + counted) / own.length) * 10) / 10;
    expect(row.average_score).toBeCloseTo(expected, 1);
  }
  // the seed has rules hitting several times in one call, where per-hit sums would have differed
  expect(repeated).toBeGreaterThan(0);
}, 120_000);
