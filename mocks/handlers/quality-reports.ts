import { qualityModelTable, qualityProjectTable } from '../db/quality';
import { projectCalls } from '../db/quality-results';
import { allResults, type ResultView } from '../db/quality-view';
import { departmentName } from '../db/org';
import { staffMembers } from '../db/staff';
import { daysBetween } from '../db/stats-random';
import { num, text } from '../kit/fields';
import { page } from '../kit/paging';
import { compareTimes, dayOf } from '../kit/time';
import { authed, ok, type Ctx } from '../kit/http';
import { robotLevels } from '../db/quality-robot-levels';
import { allRobotFigures } from '../db/stats-robot-calls';

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole ? round1((part / whole) * 100) : 0);
const average = (values: number[]) =>
  values.length ? round1(values.reduce((s, v) => s + v, 0) / values.length) : 0;

/** Results whose call falls in the body's date range (and project, where one is named). */
function inRange({ body }: Ctx, keep: (v: ResultView) => boolean = () => true) {
  const from = text(body.start_date);
  const to = text(body.end_date);
  const projectId = num(body.project_id);
  return allResults(Number.isNaN(projectId) ? undefined : projectId).filter((v) => {
    const day = dayOf(v.call.started_at);
    return day >= from && day <= to && keep(v);
  });
}

function daily(results: ResultView[]) {
  const byDay = new Map<string, ResultView[]>();
  for (const v of results) {
    const day = dayOf(v.call.started_at);
    byDay.set(day, [...(byDay.get(day) ?? []), v]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => compareTimes(a, b))
    .map(([date, rows]) => ({
      date,
      inspected: rows.length,
      passed: rows.filter((v) => v.passed).length,
      average_score: average(rows.map((v) => v.score)),
    }));
}

interface RuleTally {
  rule_id: number;
  rule_name: string;
  /** Every hit, and how reviewers decided them (the AI report's precision is per hit). */
  hits: number;
  confirmed: number;
  overturned: number;
  /** Calls the rule hit. */
  calls: number;
  /** What the rule took from (or added to) those calls: each call's counted points, by the scoring model. */
  points: number;
}

/** Per rule over the results: hits and decisions, and the points the rule counted in each call once. */
function ruleTally(results: ResultView[]) {
  const tally = new Map<number, RuleTally>();
  const rowOf = (rule_id: number, rule_name: string) => {
    let row = tally.get(rule_id);
    if (!row) {
      row = { rule_id, rule_name, hits: 0, confirmed: 0, overturned: 0, calls: 0, points: 0 };
      tally.set(rule_id, row);
    }
    return row;
  };
  for (const v of results) {
    for (const h of v.hits) {
      const row = rowOf(h.rule_id, h.rule_name);
      row.hits += 1;
      const decision = v.decisions[h.key];
      if (decision === 'confirmed') row.confirmed += 1;
      if (decision === 'overturned') row.overturned += 1;
    }
    for (const r of v.rules) {
      const row = rowOf(r.rule_id, r.rule_name);
      row.calls += 1;
      row.points += r.counted;
    }
  }
  return [...tally.values()];
}

/** Calls in the range that the projects cover (the base the sample was drawn from). */
function coveredCalls({ body }: Ctx) {
  const from = text(body.start_date);
  const to = text(body.end_date);
  const projectId = num(body.project_id);
  const ids = new Set<number>();
  for (const p of qualityProjectTable.all())
    if (p.last_run_at !== null && (Number.isNaN(projectId) || p.id === projectId))
      for (const c of projectCalls(p)) {
        const day = dayOf(c.started_at);
        if (day >= from && day <= to) ids.add(c.id);
      }
  return ids.size;
}

const INTENTIONS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Inspected robot calls per intent level, the level the robot dialogue engine gives each call. */
function intentionCounts(robot: ResultView[]) {
  const levelOf = robotLevels();
  const counts = new Map(INTENTIONS.map((level) => [level, 0]));
  for (const v of robot) {
    const level = levelOf(v.call.id);
    if (level) counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  // a script's own level names (beyond A–F) follow in the order they first came
  return [...counts].map(([intention, count]) => ({ intention, count }));
}

/** /monitor/report_center: overview, AI precision, per agent and per project. */
export const qualityReportHandlers = [
  authed('quality/report/monitor', (ctx) => {
    const results = inRange(ctx);
    const passed = results.filter((v) => v.passed).length;
    return ok({
      total_calls: coveredCalls(ctx),
      inspected: results.length,
      passed,
      pass_rate: percent(passed, results.length),
      average_score: average(results.map((v) => v.score)),
      hit_count: results.reduce((s, v) => s + v.hits.length, 0),
      rule_count: results.reduce((s, v) => s + v.rules.length, 0),
      daily: daily(results),
      // ranked by the calls each rule hit, as the score counts a rule once per call
      top_rules: ruleTally(results)
        .sort((a, b) => b.calls - a.calls || b.hits - a.hits)
        .slice(0, 10)
        .map(({ rule_id, rule_name, calls, hits }) => ({
          rule_id,
          rule_name,
          call_count: calls,
          hit_count: hits,
        })),
    });
  }),
  authed('quality/report/ai', (ctx) => {
    const results = inRange(ctx);
    const robot = results.filter((v) => v.call.source === 2);
    const from = text(ctx.body.start_date);
    const to = text(ctx.body.end_date);
    // every number the robot dialled in the range (the task centre's attempts, redials included), not only the
    // answered calls inspection has recordings of: those alone made the rate 100 %
    const dialled = allRobotFigures(daysBetween(from, to));
    return ok({
      total_calls: dialled.called,
      connected: dialled.answered,
      connect_rate: percent(dialled.answered, dialled.called),
      average_duration: dialled.answered ? round1(dialled.talkSeconds / dialled.answered) : 0,
      average_score: average(robot.map((v) => v.score)),
      intention: intentionCounts(robot),
      daily: daily(robot),
      rules: ruleTally(results)
        .sort((a, b) => a.rule_id - b.rule_id)
        .map(({ rule_id, rule_name, hits, confirmed, overturned }) => ({
          rule_id,
          rule_name,
          hits,
          confirmed,
          overturned,
          precision: confirmed + overturned ? percent(confirmed, confirmed + overturned) : null,
        })),
    });
  }),
  authed('quality/report/staff', (ctx) => {
    const results = inRange(ctx, (v) => v.call.staff_id !== null);
    const departmentId = num(ctx.body.department_id);
    const keyword = text(ctx.body.keyword);
    const rows = staffMembers()
      .map((s) => {
        const own = results.filter((v) => v.call.staff_id === s.id);
        const passed = own.filter((v) => v.passed).length;
        return {
          staff_id: s.id,
          staff_name: s.name,
          department_id: s.department_id,
          department_name: departmentName(s.department_id) ?? '',
          inspected: own.length,
          passed,
          pass_rate: percent(passed, own.length),
          average_score: average(own.map((v) => v.score)),
          hit_count: own.reduce((sum, v) => sum + v.hits.length, 0),
          worst_rules: ruleTally(own)
            .filter((r) => r.points < 0)
            .sort((a, b) => a.points - b.points)
            .slice(0, 3)
            .map(({ rule_id, rule_name, hits, calls, points }) => ({
              rule_id,
              rule_name,
              hit_count: hits,
              call_count: calls,
              points,
            })),
        };
      })
      .filter((r) => r.inspected > 0)
      .sort((a, b) => b.average_score - a.average_score || a.staff_id - b.staff_id)
      .map((r, i) => ({ ...r, rank: i + 1 }))
      .filter(
        (r) =>
          (Number.isNaN(departmentId) || r.department_id === departmentId) &&
          (!keyword || r.staff_name.includes(keyword)),
      );
    return ok(page(rows, ctx.body, ({ department_id: _d, ...r }) => r));
  }),
  authed('quality/report/task', (ctx) => {
    const from = text(ctx.body.start_date);
    const to = text(ctx.body.end_date);
    const keyword = text(ctx.body.keyword);
    const rows = qualityProjectTable
      .list(
        (p) => !keyword || p.name.includes(keyword),
        (a, b) => a.id - b.id,
      )
      .map((p) => {
        const own = inRange({ ...ctx, body: { ...ctx.body, project_id: p.id } });
        const passed = own.filter((v) => v.passed).length;
        return {
          project_id: p.id,
          project_name: p.name,
          model_name: qualityModelTable.get(p.model_id)?.name ?? '',
          total_count: projectCalls(p).filter((c) => dayOf(c.started_at) >= from && dayOf(c.started_at) <= to)
            .length,
          sampled: own.length,
          inspected: own.length,
          reviewed: own.filter((v) => v.review_status === 1).length,
          appealed: own.filter((v) => v.appeal_status !== 0).length,
          passed,
          pass_rate: percent(passed, own.length),
          average_score: average(own.map((v) => v.score)),
        };
      });
    return ok(page(rows, ctx.body));
  }),
];
