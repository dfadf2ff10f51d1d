import { departmentName } from '../db/org';
import { visibleStaffIds } from '../db/staff';
import { INTENT_LEVELS, ROBOT_OUTCOMES, robotStatsTasks, robotTaskDay } from '../db/stats-robot';
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
import { authed, ok } from './http';
import { STATS_TEXTS } from './stats-callcenter';
import { rangeDays } from './stats-range';

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
      const tasks = robotStatsTasks().filter((t) => visible === null || visible.has(t.owner_id));
      const intents = Object.fromEntries(INTENT_LEVELS.map((l) => [l, 0]));
      const outcomes = Object.fromEntries(ROBOT_OUTCOMES.map((o) => [o, 0]));
      const perDay = days.map((date) => ({ date, called: 0, answered: 0, intent: 0 }));
      const perTask = tasks.map((task) => {
        const row = { task_id: task.id, name: task.name, called: 0, answered: 0, intent: 0, converted: 0 };
        days.forEach((day, i) => {
          const d = robotTaskDay(task, day);
          const intent = d.intents.A + d.intents.B;
          row.called += d.called;
          row.answered += d.outcomes.answered;
          row.intent += intent;
          row.converted += d.converted;
          perDay[i]!.called += d.called;
          perDay[i]!.answered += d.outcomes.answered;
          perDay[i]!.intent += intent;
          for (const l of INTENT_LEVELS) intents[l]! += d.intents[l];
          for (const o of ROBOT_OUTCOMES) outcomes[o]! += d.outcomes[o];
        });
        return row;
      });
      const sum = (key: 'called' | 'answered' | 'intent' | 'converted') =>
        perTask.reduce((t, r) => t + r[key], 0);
      const effective = intents.A! + intents.B! + intents.C! + intents.D!;
      return ok({
        intents: INTENT_LEVELS.map((level) => ({ level, calls: intents[level]! })),
        outcomes: ROBOT_OUTCOMES.map((outcome) => ({ outcome, calls: outcomes[outcome]! })),
        tasks: perTask.sort((a, b) => b.called - a.called),
        funnel: [
          { step: 'called', calls: sum('called') },
          { step: 'answered', calls: sum('answered') },
          { step: 'effective', calls: effective },
          { step: 'intent', calls: sum('intent') },
          { step: 'converted', calls: sum('converted') },
        ],
        days: perDay,
      });
    },
    STATS_TEXTS,
  ),
];
