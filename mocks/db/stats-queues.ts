import { callQueues, homeQueueOf } from './callcenter-queues';
import { GENERATED_SEAT_BASE, type StatsSeat } from './stats-seats';

/**
 * The queues statistics group by are the queue table of /callcenter/queue: a staff member counts in a queue while
 * they are among its members; the generated seats (no account, so no membership to edit) sit in their home
 * queue as they do on the agent board. Membership is today's, applied to the whole range, like a queue report
 * that groups by the current roster.
 */
export interface StatsQueue {
  id: number;
  name: string;
  has: (seat: StatsSeat) => boolean;
}

export const statsQueues = (): StatsQueue[] =>
  callQueues.all().map((q) => {
    const members = new Set(q.staff_ids);
    return {
      id: q.id,
      name: q.name,
      has: (seat: StatsSeat) =>
        seat.id >= GENERATED_SEAT_BASE
          ? homeQueueOf(seat.id - GENERATED_SEAT_BASE) === q.id
          : members.has(seat.id),
    };
  });
