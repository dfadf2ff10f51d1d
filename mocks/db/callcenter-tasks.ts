import { createTable } from '../kit/table';
import { formatDay } from '../kit/time';
import { callQueues } from './callcenter-queues';
import { queueMembers } from './callcenter-board';
import { inWindow, progressOf, talkSecondsOf, windowMs, type Progress } from './callcenter-task-progress';
import type { GroupCallRow } from './group-calls-seed';
import { seedCallTasks } from './callcenter-tasks-seed';
import type { TaskRow, TaskStatus } from './callcenter-task-rows';

export type { TaskNumber, TaskRow, TaskStatus } from './callcenter-task-rows';

export const STATUS_NAMES: Record<TaskStatus, string> = {
  pending: '未开始',
  running: '进行中',
  paused: '已暂停',
  stopped: '已停止',
  finished: '已完成',
};

export const callTasks = createTable<TaskRow>({ name: 'callTasks', seed: () => seedCallTasks() });

/** Dialling time so far: what earlier runs banked plus the current run's time inside the windows. */
export const dialMs = (t: TaskRow, now: number) =>
  t.dialled_ms + (t.running_since == null ? 0 : windowMs(t.running_since, now, t.windows));

export function taskProgress(
  t: TaskRow,
  now = Date.now(),
): Progress & { status: TaskStatus; waiting: boolean } {
  const progress = progressOf({ ...t, phones: t.numbers.map((n) => n.phone) }, dialMs(t, now));
  const done = t.status === 'running' && t.numbers.length > 0 && progress.remaining === 0;
  return {
    ...progress,
    status: done ? 'finished' : t.status,
    waiting: t.status === 'running' && !done && !inWindow(now, t.windows),
  };
}

/** The agents who take a task's calls: its queue's members now, or the agents it names. */
export const taskAgents = (t: TaskRow, now = Date.now()): number[] =>
  t.queue_id != null ? (queueMembers(now).get(t.queue_id) ?? []) : t.staff_ids;

/** Tasks still dialling or able to again: a queue they use cannot be deleted. */
export const liveTasksOfQueue = (queueId: number) =>
  callTasks.list((t) => t.queue_id === queueId && t.status !== 'stopped');

export const queueName = (id: number | null) => (id == null ? null : (callQueues.get(id)?.name ?? null));

const GROUP_ID_BASE = 800_000_000;
const RECORD_LOG_BASE = 400_000_000;
const PER_TASK = 10_000;

/**
 * The answered calls of today's task runs that reached `staffId`: the agents' group-call records of 今日群呼.
 * Answered numbers are dealt to the task's agents in turn.
 */
export function taskGroupCalls(staffId: number | undefined, now = Date.now()): GroupCallRow[] {
  if (staffId == null) return [];
  const day = formatDay(now);
  const rows: GroupCallRow[] = [];
  for (const t of callTasks.list((t) => t.run_day === day)) {
    const agents = taskAgents(t, now);
    const mine = agents.indexOf(staffId);
    if (mine < 0) continue;
    const { answeredIndexes } = taskProgress(t, now);
    answeredIndexes.forEach((index, n) => {
      if (n % agents.length !== mine) return;
      const number = t.numbers[index]!;
      const key = t.id * PER_TASK + index;
      rows.push({
        id: GROUP_ID_BASE + key,
        record_log_id: RECORD_LOG_BASE + key,
        name: number.name || number.phone,
        concact_man: number.contact || number.name || number.phone,
        phone: number.phone,
        duration: talkSecondsOf(number.phone),
        focus: null,
        saved: null,
      });
    });
  }
  return rows.reverse();
}
