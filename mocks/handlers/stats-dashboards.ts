import { departmentName } from '../db/org';
import { visibleStaffIds } from '../db/staff';
import { robotTasks } from '../db/robot-tasks';
import { seatsIn } from '../db/stats-seats';
import {
  addFigures,
  dayFigures,
  durationsOf,
  gridOf,
  heatOf,
  noFigures,
  periodBefore,
  resultsOf,
  seatFigures,
  totalFigures,
  type Figures,
} from '../db/stats-sum';
import { authed, ok } from '../kit/http';
import { STATS_TEXTS, rangeDays } from '../db/stats-range';
import {
  addRobotFigures,
  handedCalls,
  INTENT_LEVELS,
  noRobotFigures,
  robotTaskDays,
  ROBOT_OUTCOMES,
} from '../db/stats-robot-calls';

/** The three dashboards: aggregated series over the user's data scope, never single calls. */
export const statsDashboardHandlers = [
  authed(
    'dashboard/allStatistics',
    ({ body, user }) => {
      const days = rangeDays(body);
      if (days instanceof Response) return days;
      const seats = seatsIn(visibleStaffIds(user));
      const grid = gridOf(seats, days);
      const perSeat = seats.map((s, i) => ({ s, f: seatFigures(grid, i) }));
      const departments = new Map<number, Figures>();
      for (const { s, f } of perSeat)
        departments.set(s.department_id, addFigures(departments.get(s.department_id) ?? noFigures(), f));
      return ok({
        current: totalFigures(grid),
        previous: totalFigures(gridOf(seats, periodBefore(days[0]!, days.length))),
        agents: seats.length,
        active_agents: perSeat.filter(({ f }) => f.calls > 0).length,
        days: days.map((date, i) => ({ date, ...dayFigures(grid, i) })),
        top_agents: perSeat
          .filter(({ f }) => f.calls > 0)
          .sort((a, b) => b.f.calls - a.f.calls)
          .slice(0, 10)
          .map(({ s, f }) => ({
            key: String(s.id),
            label: s.name,
            group: departmentName(s.department_id) ?? '',
            ...f,
          })),
        departments: [...departments]
          .map(([id, f]) => ({ key: String(id), label: departmentName(id) ?? String(id), ...f }))
          .sort((a, b) => b.calls - a.calls),
      });
    },
    STATS_TEXTS,
  ),

  authed(
    'dashboard/allRecords',
    ({ body, user }) => {
      const days = rangeDays(body);
      if (days instanceof Response) return days;
      const grid = gridOf(seatsIn(visibleStaffIds(user)), days);
      return ok({
        figures: totalFigures(grid),
        heat: heatOf(grid),
        results: resultsOf(grid),
        durations: durationsOf(grid),
      });
    },
    STATS_TEXTS,
  ),

  authed(
    'dashboard/aiStatistics',
    ({ body, user }) => {
      const days = rangeDays(body);
      if (days instanceof Response) return days;
      const visible = visibleStaffIds(user);
      const now = Date.now();
      const total = noRobotFigures();
      const handed = handedCalls();
      const perDay = new Map(days.map((d) => [d, noRobotFigures()]));
      const tasks = robotTasks
        .list((t) => visible === null || visible.has(t.creator_id))
        .map((task) => {
          const row = noRobotFigures();
          for (const [day, figures] of robotTaskDays(task, days, now, handed)) {
            addRobotFigures(row, figures);
            addRobotFigures(perDay.get(day)!, figures);
          }
          addRobotFigures(total, row);
          const { called, answered, intent, converted } = row;
          return { task_id: task.id, name: task.name, called, answered, intent, converted };
        });
      // the A–F grades always, in order; a script's own level names after them
      const levels = [...new Set([...INTENT_LEVELS, ...total.intents.keys()])].filter(Boolean);
      return ok({
        intents: levels.map((level) => ({ level, calls: total.intents.get(level) ?? 0 })),
        outcomes: ROBOT_OUTCOMES.map((outcome) => ({ outcome, calls: total.outcomes[outcome] })),
        tasks: tasks.sort((a, b) => b.called - a.called),
        funnel: [
          { step: 'called', calls: total.called },
          { step: 'answered', calls: total.answered },
          { step: 'effective', calls: total.effective },
          { step: 'intent', calls: total.intent },
          { step: 'converted', calls: total.converted },
        ],
        days: days.map((date) => {
          const { called, answered, intent } = perDay.get(date)!;
          return { date, called, answered, intent };
        }),
      });
    },
    STATS_TEXTS,
  ),
];
