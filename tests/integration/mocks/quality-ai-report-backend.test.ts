/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { robotTaskProgress, robotTasks } from '@mocks/db/robot-tasks';
import { callBackend as call } from '@tests/support/backend-call';

// the seeded robot tasks all started within the last four weeks
const range = {
  start_date: dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
  end_date: dayjs().format('YYYY-MM-DD'),
};

it("the AI report's robot 接通率 counts every dialled robot call, not only the answered ones", async () => {
  const attempts = robotTasks.all().flatMap((t) => robotTaskProgress(t).attempts);
  const answered = attempts.filter((a) => a.outcome === 'answered').length;
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThan(attempts.length);

  const report = (await call('/api/quality/report/ai', range)).data;
  expect(report).toMatchObject({ total_calls: attempts.length, connected: answered });
  expect(report.connect_rate).toBe(Math.round((answered / attempts.length) * 1000) / 10);
  expect(report.connect_rate).toBeLessThan(100);
  expect(report.average_duration).toBeGreaterThan(0);
});

it('a range with no robot dialling has no calls, no rate and no duration', async () => {
  const report = (await call('/api/quality/report/ai', { start_date: '2020-01-01', end_date: '2020-01-31' }))
    .data;
  expect(report).toMatchObject({ total_calls: 0, connected: 0, connect_rate: 0, average_duration: 0 });
});
