import { inWindow, progressOf, windowMs, type Progress } from './callcenter-task-progress';
import { createTable } from '../kit/table';
import type { RobotTaskRow, RobotTaskStatus } from './robot-task-rows';
import { seedRobotTasks } from './robot-tasks-seed';

/**
 * Robot calling tasks. Like the agents' call tasks (./callcenter-tasks.ts) their dialling is derived from how
 * long they have run inside their calling windows (the same dialler of ./callcenter-task-progress.ts): no
 * timer in the backend, the same answer for the same moment.
 */
export type { RobotLevelAction, RobotTaskNumber, RobotTaskRow, RobotTaskStatus } from './robot-task-rows';

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
