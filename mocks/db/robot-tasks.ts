import { inWindow, progressOf, windowMs, type Progress, type RunSpan } from './callcenter-task-progress';
import { createTable } from '../kit/table';
import { seedRobotTasks } from './robot-tasks-seed';

/**
 * Robot calling tasks. Like the agents' call tasks (./callcenter-tasks.ts) their dialling is derived from how
 * long they have run inside their calling windows (the same dialler of ./callcenter-task-progress.ts): no
 * timer in the backend, the same answer for the same moment.
 */
export type RobotTaskStatus = 'pending' | 'running' | 'paused' | 'stopped' | 'finished';

export interface RobotTaskNumber {
  phone: string;
  name: string;
  /** the CRM customer the number came from; null for a file's number */
  customer_id: number | null;
}

export interface RobotLevelAction {
  level: string;
  label_id: number | null;
  staff_id: number | null;
}

export interface RobotTaskRow {
  id: number;
  name: string;
  sc_id: number;
  caller: string;
  source: 'filter' | 'import';
  windows: string[];
  concurrency: number;
  retry_times: number;
  retry_interval: number;
  retry_on: ('busy' | 'no_answer')[];
  level_actions: RobotLevelAction[];
  numbers: RobotTaskNumber[];
  /** as set by start/pause/resume/stop; `finished` is derived when no number is left */
  status: Exclude<RobotTaskStatus, 'finished'>;
  /** dialling time (inside the windows) banked by earlier runs, ms */
  dialled_ms: number;
  /** epoch ms of the current run's start; null unless running */
  running_since: number | null;
  /** each start and resume, to date the calls */
  runs: RunSpan[];
  /** the staff member who made the task: the automatic intent actions add customers in their name */
  creator_id: number;
  created_at: string;
  started_at: string | null;
}

export const ROBOT_TASK_STATUS_NAMES: Record<RobotTaskStatus, string> = {
  pending: '未开始',
  running: '进行中',
  paused: '已暂停',
  stopped: '已停止',
  finished: '已完成',
};

export const robotTasks = createTable<RobotTaskRow>({
  name: 'robotTasks',
  seed: () => seedRobotTasks(Date.now()),
});

export const robotDialMs = (t: RobotTaskRow, now: number) =>
  t.dialled_ms + (t.running_since == null ? 0 : windowMs(t.running_since, now, t.windows));

// The dialler's replay of a row up to a dialling time. The task list, the call records and the dashboards each
// ask for every task's on each request, and a stopped task's never changes: a row is replaced, never changed
// in place, on update, so the row and the time name the answer.
const replays = new WeakMap<RobotTaskRow, { dialMs: number; progress: Progress }>();
function replayOf(t: RobotTaskRow, dialMs: number): Progress {
  const hit = replays.get(t);
  if (hit?.dialMs === dialMs) return hit.progress;
  const progress = progressOf({ ...t, phones: t.numbers.map((n) => n.phone) }, dialMs);
  replays.set(t, { dialMs, progress });
  return progress;
}

export function robotTaskProgress(
  t: RobotTaskRow,
  now = Date.now(),
): Progress & { status: RobotTaskStatus; waiting: boolean } {
  const progress = replayOf(t, robotDialMs(t, now));
  const done = t.status === 'running' && t.numbers.length > 0 && progress.remaining === 0;
  return {
    ...progress,
    status: done ? 'finished' : t.status,
    waiting: t.status === 'running' && !done && !inWindow(now, t.windows),
  };
}
