import type { PointsSettings } from '@/domain/robot/engine';

/** The form's shape: per-node and per-branch points keyed by node key and answer id (empty = none). */
export interface PointsValues {
  levels: { level: string; min: number }[];
  node_score: boolean;
  nodePoints: Record<string, number | null | undefined>;
  branchPoints: Record<string, number | null | undefined>;
  kb_points: number;
  call_rules: PointsSettings['call_rules'];
}

export function toValues(s: PointsSettings): PointsValues {
  return {
    levels: s.levels.map((l) => ({ ...l })),
    node_score: s.node_score === 1,
    nodePoints: Object.fromEntries(s.node_points.map((p) => [p.node_key, p.points])),
    branchPoints: Object.fromEntries(s.branch_points.map((p) => [String(p.answer_id), p.points])),
    kb_points: s.kb_points,
    call_rules: s.call_rules.map((r) => ({ ...r })),
  };
}

const filled = (v: number | null | undefined): v is number => typeof v === 'number';

export function toSettings(v: PointsValues): PointsSettings {
  return {
    levels: v.levels.map((l) => ({ level: l.level.trim(), min: l.min })),
    node_score: v.node_score ? 1 : 0,
    node_points: Object.entries(v.nodePoints ?? {})
      .filter((e): e is [string, number] => filled(e[1]))
      .map(([node_key, points]) => ({ node_key, points })),
    branch_points: Object.entries(v.branchPoints ?? {})
      .filter((e): e is [string, number] => filled(e[1]))
      .map(([id, points]) => ({ answer_id: Number(id), points })),
    kb_points: v.kb_points,
    call_rules: v.call_rules ?? [],
  };
}
