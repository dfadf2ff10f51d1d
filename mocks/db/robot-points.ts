import type { PointsSettings } from '@/domain/robot/engine';
import { createTable } from '../kit/table';

/** The saved points settings of a script; a script without a row uses the engine's defaults. */
export interface DemoPoints extends PointsSettings {
  id: number;
  sc_id: number;
  updated_at: string;
}

export const pointsTable = createTable<DemoPoints>({ name: 'robot/points', seed: () => [] });

export const savedPointsOf = (sc_id: number) => pointsTable.all().find((p) => p.sc_id === sc_id);
