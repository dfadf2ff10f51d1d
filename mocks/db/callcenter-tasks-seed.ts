import { formatDay, formatTime } from '../kit/time';
import type { TaskNumber, TaskRow } from './callcenter-task-rows';
import { crmDb } from './crm';

/**
 * The demo company's group-call tasks of the past days, over its own customers: one finished, one paused, one
 * stopped and one not started yet, so 群呼任务 opens on the floor's work rather than an empty table. Every run
 * lies on earlier days, so none adds to anyone's 今日群呼 (the day's list comes from its own seed).
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const WINDOWS = ['09:00-12:00', '14:00-18:00'];

/** `days` days before `now`, at `hh:mm` local time. */
const dayAt = (now: number, days: number, hh: number, mm = 0) => {
  const d = new Date(now - days * DAY_MS);
  d.setHours(hh, mm, 0, 0);
  return d.getTime();
};

/** The seed's customers that are still someone's, from `from` on: a task's numbers, as a CRM filter picks them. */
const customersAsNumbers = (from: number, count: number): TaskNumber[] =>
  crmDb
    .seedCustomers()
    .filter((c) => c.owner_id != null && c.discarded_at == null)
    .slice(from, from + count)
    .map((c) => ({ phone: c.phone, name: c.name, contact: c.contact_name }));

type Seeded = Omit<TaskRow, 'id'>;

/** A task that ran once, from `since`, for `dialledMs` of window time (or until its numbers ran out). */
const ranOnce = (since: number, dialledMs: number) => ({
  dialled_ms: dialledMs,
  running_since: null,
  started_at: formatTime(since),
  run_day: formatDay(since),
  runs: [{ since, banked: 0, windows: WINDOWS }],
});

export function seedCallTasks(now = Date.now()): TaskRow[] {
  const common = {
    windows: WINDOWS,
    retry_interval: 30,
    earlier: [],
  };
  const finishedSince = dayAt(now, 6, 9);
  const tasks: Seeded[] = [
    {
      ...common,
      name: '老客户满意度回访',
      // left running: with no number left the list shows it finished
      status: 'running',
      source: 'filter',
      queue_id: null,
      staff_ids: [1, 2],
      concurrency: 5,
      retry_times: 1,
      retry_on: ['no_answer'],
      numbers: customersAsNumbers(0, 60),
      created_at: formatTime(dayAt(now, 7, 17, 20)),
      ...ranOnce(finishedSince, 0),
      running_since: finishedSince,
    },
    {
      ...common,
      name: '新品试用邀约',
      status: 'paused',
      source: 'filter',
      queue_id: 1,
      staff_ids: [],
      concurrency: 3,
      retry_times: 2,
      retry_on: ['busy', 'no_answer'],
      numbers: customersAsNumbers(60, 150),
      created_at: formatTime(dayAt(now, 3, 16, 5)),
      ...ranOnce(dayAt(now, 2, 10), 25 * MINUTE_MS),
    },
    {
      ...common,
      name: '沉睡客户唤醒',
      status: 'stopped',
      source: 'import',
      queue_id: 3,
      staff_ids: [],
      concurrency: 2,
      retry_times: 0,
      retry_on: [],
      numbers: customersAsNumbers(210, 80),
      created_at: formatTime(dayAt(now, 11, 11, 40)),
      ...ranOnce(dayAt(now, 10, 14), 12 * MINUTE_MS),
    },
    {
      ...common,
      name: '季度续费提醒',
      status: 'pending',
      source: 'filter',
      queue_id: null,
      staff_ids: [2],
      concurrency: 4,
      retry_times: 1,
      retry_on: ['busy'],
      numbers: customersAsNumbers(290, 120),
      created_at: formatTime(dayAt(now, 1, 15, 30)),
      dialled_ms: 0,
      running_since: null,
      started_at: null,
      run_day: null,
      runs: [],
    },
  ];
  return tasks.map((task, i) => ({ ...task, id: i + 1 }));
}
