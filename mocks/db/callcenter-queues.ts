import { createTable } from '../kit/table';
import { seedTime } from '../kit/time';
import { SEED_STAFF } from './staff-seed';

export type QueueStrategy =
  'ring-all' | 'longest-idle-agent' | 'round-robin' | 'top-down' | 'agent-with-fewest-calls' | 'random';
export type QueueOverflow = 'none' | 'queue' | 'voicemail' | 'hangup';

export interface QueueRow {
  id: number;
  name: string;
  strategy: QueueStrategy;
  max_wait_time: number;
  staff_ids: number[];
  overflow: QueueOverflow;
  overflow_queue_id: number | null;
  remark: string;
  created_at: string;
  updated_at: string;
}

export const STRATEGY_NAMES: Record<QueueStrategy, string> = {
  'ring-all': '同时振铃',
  'longest-idle-agent': '最长空闲优先',
  'round-robin': '轮流振铃',
  'top-down': '顺序振铃',
  'agent-with-fewest-calls': '最少通话优先',
  random: '随机振铃',
};

const SEED: [string, QueueStrategy, number, QueueOverflow][] = [
  ['售前一组', 'longest-idle-agent', 60, 'queue'],
  ['售后服务组', 'round-robin', 120, 'voicemail'],
  ['大客户组', 'ring-all', 30, 'hangup'],
];

/**
 * The seed queue a generated seat (the board's and the statistics' seats without an account) answers: the seats
 * are shared out over the seed queues in turn; a seed queue deleted leaves its seats in no queue.
 */
export const homeQueueOf = (seatIndex: number) => (seatIndex % SEED.length) + 1;

/** The seed groups: the demo admin and agent with the sales staff shared out between them. */
export const callQueues = createTable<QueueRow>({
  name: 'callQueues',
  seed: () => {
    const at = seedTime(new Date(Date.UTC(2026, 0, 5, 1)));
    return SEED.map(([name, strategy, max_wait_time, overflow], i) => ({
      id: i + 1,
      name,
      strategy,
      max_wait_time,
      staff_ids: SEED_STAFF.filter((s) => s.id > 1 && s.id % SEED.length === (i + 1) % SEED.length).map(
        (s) => s.id,
      ),
      overflow,
      overflow_queue_id: overflow === 'queue' ? 2 : null,
      remark: '',
      created_at: at,
      updated_at: at,
    }));
  },
});

/** An agent signed out of a queue by a supervisor, for the day it happened. */
export interface SignOutRow {
  id: number;
  staff_id: number;
  queue_id: number;
  day: string;
}

export const queueSignOuts = createTable<SignOutRow>({ name: 'callQueueSignOuts', seed: () => [] });
