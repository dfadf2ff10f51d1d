import { SALES_DEPARTMENTS } from './staff-seed';
import type { StatsSeat } from './stats-seats';

/**
 * The queues statistics group by: one per sales team, and a VIP line that every tenth seat also answers (so an
 * agent can sit in two queues). A stand-in until the queues screen (/callcenter/queue, built in parallel) keeps
 * its own table; then this reads the queues and their members from there.
 */
export interface StatsQueue {
  id: number;
  name: string;
  has: (seat: StatsSeat) => boolean;
}

const TEAM_NAMES: Record<number, string> = {
  4: '销售一部队列',
  5: '销售二部队列',
  7: '电销一组队列',
  8: '电销二组队列',
};

export const statsQueues: readonly StatsQueue[] = [
  ...SALES_DEPARTMENTS.map((department, i) => ({
    id: i + 1,
    name: TEAM_NAMES[department]!,
    has: (seat: StatsSeat) => seat.department_id === department,
  })),
  { id: SALES_DEPARTMENTS.length + 1, name: 'VIP专线', has: (seat: StatsSeat) => seat.id % 10 === 0 },
];
