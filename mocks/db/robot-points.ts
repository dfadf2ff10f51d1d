import type { PointsSettings } from '@/domain/robot/engine';
import { createTable } from '../kit/table';
import { DEFAULT_POINTS } from '@/domain/robot/engine';

/** The saved points settings of a script; a script without a row uses the engine's defaults. */
export interface DemoPoints extends PointsSettings {
  id: number;
  sc_id: number;
  updated_at: string;
}

export const pointsTable = createTable<DemoPoints>({ name: 'robot/points', seed: () => [] });

export const savedPointsOf = (sc_id: number) => pointsTable.all().find((p) => p.sc_id === sc_id);

/** A script's settings as the engine reads them: the saved ones, or the defaults. */
export function pointsOf(sc_id: number): PointsSettings & { updated_at: string | null } {
  const saved = savedPointsOf(sc_id);
  if (!saved) return { ...structuredClone(DEFAULT_POINTS), updated_at: null };
  const { id: _id, sc_id: _s, ...settings } = saved;
  return settings;
}
