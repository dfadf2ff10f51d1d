import { type PointsSettings } from '@/domain/robot/engine';
import { pointsOf, pointsTable, savedPointsOf } from '../db/robot-points';
import { now } from '../kit/time';
import { scriptFor } from '../db/robot-access';
import { authed, fail, ok } from '../kit/http';

const POINTS_RANGE = '积分应为-100到100的整数';
const inRange = (n: unknown) => Number.isInteger(n) && (n as number) >= -100 && (n as number) <= 100;

/** Every points value is a whole number from -100 to 100 (the JSON body's nested fields are checked here). */
function pointsProblem(s: PointsSettings): string | undefined {
  const all = [
    s.kb_points,
    ...s.node_points.map((p) => p.points),
    ...s.branch_points.map((p) => p.points),
    ...s.call_rules.map((r) => r.points),
  ];
  if (!all.every(inRange)) return POINTS_RANGE;
  if (s.call_rules.some((r) => !Number.isInteger(r.min) || r.min < 0))
    return '通话规则的条件应为不小于0的整数';
  return undefined;
}

/** Levels must tell every total apart: distinct names, distinct thresholds, and one level from 0. */
function levelProblem(levels: PointsSettings['levels']): string | undefined {
  if (levels.some((l) => !Number.isInteger(l.min) || l.min < 0 || l.min > 100))
    return '分数线应为0-100的整数';
  const names = levels.map((l) => l.level.trim());
  if (names.some((n) => !n)) return '请输入意向等级名称';
  if (new Set(names).size !== names.length) return '意向等级名称重复';
  if (new Set(levels.map((l) => l.min)).size !== levels.length) return '意向等级的分数线重复';
  if (!levels.some((l) => l.min === 0)) return '需要一个从0分开始的意向等级';
  return undefined;
}

export const robotPointsHandlers = [
  authed('robot/points/detail', ({ body }) => {
    const script = scriptFor(body.sc_id);
    if (script instanceof Response) return script;
    return ok({ sc_id: script.id, ...pointsOf(script.id) });
  }),

  authed(
    'robot/points/save',
    ({ body }) => {
      const script = scriptFor(body.sc_id, 'knowledge');
      if (script instanceof Response) return script;
      const settings = body as unknown as PointsSettings;
      const levels = settings.levels.map((l) => ({ level: l.level.trim(), min: l.min }));
      const problem = levelProblem(levels) ?? pointsProblem(settings);
      if (problem) return fail(422, problem, { levels: problem });
      const row = {
        sc_id: script.id,
        levels: [...levels].sort((a, b) => b.min - a.min),
        node_score: settings.node_score,
        node_points: settings.node_points,
        branch_points: settings.branch_points,
        kb_points: settings.kb_points,
        call_rules: settings.call_rules,
        updated_at: now(),
      };
      const saved = savedPointsOf(script.id);
      const stored = saved ? pointsTable.update(saved.id, row)! : pointsTable.insert(row);
      const { id: _id, ...out } = stored;
      return ok(out, '保存成功');
    },
    { kb_points: { label: '知识库命中积分', invalid: POINTS_RANGE, max: POINTS_RANGE } },
  ),
];
