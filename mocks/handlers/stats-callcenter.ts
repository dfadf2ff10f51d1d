import { departmentName, descendantIds } from '../db/org';
import { visibleStaffIds } from '../db/staff';
import { homeQueueIdOf, NO_QUEUE, statsQueues } from '../db/stats-queues';
import { seatsIn, type StatsSeat } from '../db/stats-seats';
import { addFigures, dayFigures, gridOf, noFigures, seatFigures, totalFigures } from '../db/stats-sum';
import { notFound } from '../kit/not-found';
import { authed, ok } from '../kit/http';
import { STATS_TEXTS, rangeDays } from '../db/stats-range';

const byCallsDesc = <T extends { calls: number }>(a: T, b: T) => b.calls - a.calls;

/** /callcenter/statistics: the call figures of the user's agents by agent, queue or day (server-side sums). */
export const statsCallcenterHandlers = [
  authed(
    'callcenter/statistics',
    ({ body, user }) => {
      const days = rangeDays(body);
      if (days instanceof Response) return days;
      const queueId = body.queue_id ? Number(body.queue_id) : undefined;
      const queues = statsQueues();
      const queue = queueId === undefined ? undefined : queues.find((q) => q.id === queueId);
      if (queueId !== undefined && !queue) return notFound('队列');
      const departmentId = body.department_id ? Number(body.department_id) : undefined;
      const departments = departmentId ? new Set([departmentId, ...descendantIds(departmentId)]) : undefined;
      const staffId = body.staff_id ? Number(body.staff_id) : undefined;
      const seats = seatsIn(visibleStaffIds(user)).filter(
        (s: StatsSeat) =>
          (!queue || queue.has(s)) &&
          (!departments || departments.has(s.department_id)) &&
          (staffId === undefined || s.id === staffId),
      );
      const grid = gridOf(seats, days);
      const total = totalFigures(grid);
      if (body.group_by === 'day')
        return ok({ rows: days.map((d, i) => ({ key: d, label: d, ...dayFigures(grid, i) })), total });
      const perSeat = seats.map((_s, i) => seatFigures(grid, i));
      if (body.group_by === 'queue') {
        // each seat under one queue, and a row for those in none, so the rows add up to the total
        const homes = seats.map((s) => (queue ? queue.id : homeQueueIdOf(s, queues)));
        const rows = [...queues.filter((q) => !queue || q === queue), NO_QUEUE]
          .map((q) => ({
            key: String(q.id),
            label: q.name,
            ...seats.reduce((f, _s, i) => (homes[i] === q.id ? addFigures(f, perSeat[i]!) : f), noFigures()),
          }))
          .filter((r) => r.key !== String(NO_QUEUE.id) || r.calls > 0)
          .sort(byCallsDesc);
        return ok({ rows, total });
      }
      const rows = seats
        .map((s, i) => ({
          key: String(s.id),
          label: s.name,
          group: departmentName(s.department_id) ?? '',
          ...perSeat[i]!,
        }))
        .sort(byCallsDesc);
      return ok({ rows, total });
    },
    { ...STATS_TEXTS, group_by: '统计维度', department_id: '部门', queue_id: '队列', staff_id: '坐席' },
  ),

  authed('callcenter/statistics/queues', () => ok(statsQueues().map(({ id, name }) => ({ id, name })))),
];
