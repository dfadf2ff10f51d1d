import { createTable } from '../kit/table';

export interface DemoTrainCase {
  id: number;
  sc_id: number;
  name: string;
  inputs: { kind: 'speech' | 'silence' | 'interrupt' | 'unrecognised'; text?: string }[];
  expected: string[];
  created_at: string;
}

export const trainCaseTable = createTable<DemoTrainCase>({ name: 'robot/train-cases', seed: () => [] });
