import type { RunSpan } from './callcenter-task-progress';

/** The stored shape of a robot calling task (./robot-tasks.ts keeps the table; its seed builds these too). */
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
