import type { PointsSettings } from './types';

/** Points of a script that never saved its own: node scores count, levels A–F every 20 points. */
export const DEFAULT_POINTS: PointsSettings = {
  levels: [
    { level: 'A', min: 80 },
    { level: 'B', min: 60 },
    { level: 'C', min: 40 },
    { level: 'D', min: 20 },
    { level: 'E', min: 10 },
    { level: 'F', min: 0 },
  ],
  node_score: 1,
  node_points: [],
  branch_points: [],
  kb_points: 5,
  call_rules: [],
};

export const POINTS_MIN = 0;
export const POINTS_MAX = 100;

export const clampPoints = (n: number) => Math.min(POINTS_MAX, Math.max(POINTS_MIN, n));

export function withDefaults(points: Partial<PointsSettings> | undefined): PointsSettings {
  return { ...DEFAULT_POINTS, ...points };
}

/** The level of a total: the level with the highest threshold the total reaches (the lowest level otherwise). */
export function levelOf(levels: PointsSettings['levels'], total: number): string {
  const sorted = [...levels].sort((a, b) => b.min - a.min);
  return (sorted.find((l) => total >= l.min) ?? sorted[sorted.length - 1])?.level ?? '';
}

/** Points the call-level rules add for a finished call. */
export function callRulePoints(
  rules: PointsSettings['call_rules'],
  call: { durationSec: number; turns: number },
): number {
  return rules.reduce(
    (sum, r) => sum + ((r.kind === 'duration' ? call.durationSec : call.turns) >= r.min ? r.points : 0),
    0,
  );
}
