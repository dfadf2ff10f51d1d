import { formatTime } from '../kit/time';
import { explicitNumberTable } from './explicit-numbers';
import type { RobotTaskRow } from './robot-task-rows';

/**
 * The robot tasks the company ran this month: started every few days on the approved script, each dialling its
 * list within the windows, so the task centre, the robot call records and /dashboard/aistatistics show the same
 * calls from a fresh demo. They have no intent actions: a fresh demo's CRM holds only its own seed.
 */
/** 车险续保提醒, the seed's approved script (mocks/db/flows-seed.ts) */
const APPROVED_SCRIPT = 3;
const WINDOWS = ['09:00-12:00', '14:00-18:00'];

type Plan = [
  name: string,
  creatorId: number,
  daysAgo: number,
  numbers: number,
  state: 'ran' | 'paused' | 'running',
];

const PLANS: Plan[] = [
  ['十月到期续保提醒', 1, 27, 1100, 'ran'],
  ['续保老客户回访', 2, 23, 700, 'ran'],
  ['新车首年险邀约', 5, 19, 900, 'ran'],
  ['商业险升级推荐', 1, 15, 1300, 'ran'],
  ['过保客户召回', 2, 11, 800, 'ran'],
  ['十一月到期续保提醒', 1, 7, 1200, 'paused'],
  ['理赔回访满意度', 6, 3, 600, 'ran'],
  ['本周续保外呼', 1, 1, 1500, 'running'],
];

const startOf = (daysAgo: number, now: number) => {
  const d = new Date(now - daysAgo * 86_400_000);
  d.setHours(9, 0, 0, 0);
  return d.getTime();
};

/** A number of the task's list: the 170 range, by task and place, clear of the CRM's customers. */
const phoneOf = (task: number, index: number) => `170${String(task * 100_000 + index).padStart(8, '0')}`;

export function seedRobotTasks(now: number): RobotTaskRow[] {
  const caller =
    explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1)[0]?.phone ?? '02161888000';
  return PLANS.map(([name, creator_id, daysAgo, count, state], i) => {
    const id = i + 1;
    const since = startOf(daysAgo, now);
    const paused = state === 'paused';
    // the paused task ran its first morning (three hours of dialling) and waits to be resumed
    const dialled = paused ? 3 * 3600_000 : 0;
    return {
      id,
      name,
      sc_id: APPROVED_SCRIPT,
      caller,
      source: 'import',
      windows: WINDOWS,
      concurrency: 1 + (i % 2),
      retry_times: 1,
      retry_interval: 60,
      retry_on: ['busy', 'no_answer'],
      level_actions: [],
      numbers: Array.from({ length: count }, (_v, n) => ({
        phone: phoneOf(id, n),
        name: '',
        customer_id: null,
      })),
      creator_id,
      status: paused ? 'paused' : 'running',
      dialled_ms: dialled,
      running_since: paused ? null : since,
      runs: [{ since, banked: 0, windows: WINDOWS }],
      created_at: formatTime(since - 3600_000),
      started_at: formatTime(since),
    };
  });
}
