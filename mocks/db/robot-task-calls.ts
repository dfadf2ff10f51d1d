import { createTable } from '../kit/table';

/**
 * What people (or the task's intent actions) did to a robot call: the calls themselves are derived from their
 * task (./robot-tasks.ts) and the dialogue engine; only the manual level and the one-time hand-off are
 * stored, by the call's id.
 */
export interface RobotCallMarkRow {
  id: number;
  call_id: number;
  level_override: string | null;
  handled: 'crm' | 'agent' | null;
  staff_id: number | null;
  label_id: number | null;
  /** the task's intent action has been considered for the call (whether it handed it off or not) */
  auto: boolean;
}

export const robotCallMarks = createTable<RobotCallMarkRow>({ name: 'robotCallMarks', seed: () => [] });

export const markOf = (call_id: number) => robotCallMarks.list((m) => m.call_id === call_id)[0];

/** Keeps `patch` for a call, making its mark on first use. */
export function saveMark(call_id: number, patch: Partial<Omit<RobotCallMarkRow, 'id' | 'call_id'>>) {
  const mark = markOf(call_id);
  if (mark) return robotCallMarks.update(mark.id, patch)!;
  return robotCallMarks.insert({
    call_id,
    level_override: null,
    handled: null,
    staff_id: null,
    label_id: null,
    auto: false,
    ...patch,
  });
}

/** A call's id holds its task and the number's place in it. */
export const CALLS_PER_TASK = 100_000;
export const callIdOf = (task_id: number, index: number) => task_id * CALLS_PER_TASK + index;
export const callPlace = (id: number) => ({
  task_id: Math.floor(id / CALLS_PER_TASK),
  index: id % CALLS_PER_TASK,
});
