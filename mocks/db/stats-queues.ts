import { callQueues } from './callcenter-queues';
import type { StatsSeat } from './stats-seats';

/**
 * The queues statistics group by are the queue table of /callcenter/queue: a staff member counts in a queue while
 * they are among its members. Membership is today's, applied to the whole range, like a queue report that groups
 * by the current roster.
 */
export interface StatsQueue {
  id: number;
  name: string;
  has: (seat: StatsSeat) => boolean;
}

export const statsQueues = (): StatsQueue[] =>
  callQueues.all().map((q) => {
    const members = new Set(q.staff_ids);
    return { id: q.id, name: q.name, has: (seat: StatsSeat) => members.has(seat.id) };
  });

/** The row of 按队列 for the seats in no queue: without it the rows would not add up to the total. */
export const NO_QUEUE = { id: 0, name: '未加入队列' };

/**
 * The queue a seat's calls are counted under when grouping by queue: its first queue (a seat in two queues
 * would otherwise be counted twice and the rows would add up to more than the total), or NO_QUEUE.
 */
export const homeQueueIdOf = (seat: StatsSeat, queues: StatsQueue[]) =>
  queues.find((q) => q.has(seat))?.id ?? NO_QUEUE.id;
