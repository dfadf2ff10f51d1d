import type { DialRules, RunSpan } from './callcenter-task-progress';

/** The stored shape of an agents' call task (./callcenter-tasks.ts keeps the table; its seed builds these too). */
export type TaskStatus = 'pending' | 'running' | 'paused' | 'stopped' | 'finished';

export interface TaskNumber {
  phone: string;
  /** customer (company) name and contact, when the number came from the CRM or the file named them */
  name: string;
  contact: string;
}

export interface TaskRow {
  id: number;
  name: string;
  /** as set by start/pause/resume/stop; `finished` is derived when no number is left */
  status: Exclude<TaskStatus, 'finished'>;
  source: 'filter' | 'import';
  queue_id: number | null;
  staff_ids: number[];
  windows: string[];
  concurrency: number;
  retry_times: number;
  retry_interval: number;
  retry_on: ('busy' | 'no_answer')[];
  numbers: TaskNumber[];
  /** dialling time (inside the windows) banked by earlier runs, ms */
  dialled_ms: number;
  /** epoch ms of the current run's start; null unless running */
  running_since: number | null;
  created_at: string;
  started_at: string | null;
  /** local day of the last run: its answered calls are that day's group calls */
  run_day: string | null;
  /** each start and resume, to date the calls */
  runs: RunSpan[];
  /** the dialling rules before each change made while paused (see DialPlan.earlier) */
  earlier: (DialRules & { until: number })[];
}
