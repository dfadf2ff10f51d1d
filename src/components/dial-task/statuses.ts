import { filterSpec } from '@/components/list-page';

/** A dialling task's states, the same for agents' call tasks and robot tasks (the contract's `status`). */
export const DIAL_TASK_STATUSES = ['pending', 'running', 'paused', 'stopped', 'finished'] as const;
export type DialTaskStatus = (typeof DIAL_TASK_STATUSES)[number];

export const STATUS_COLORS: Record<DialTaskStatus, string> = {
  pending: 'default',
  running: 'processing',
  paused: 'warning',
  stopped: 'error',
  finished: 'success',
};

/** A task list's search (name, state) and where its column settings are kept (`table`). */
export const dialTaskList = (table: string) => ({
  filters: filterSpec({ name: 'string', status: { oneOf: [...DIAL_TASK_STATUSES] } }),
  table,
});
