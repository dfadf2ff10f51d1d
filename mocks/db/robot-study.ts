import { createTable } from '../kit/table';

/** A question-learning group already dealt with (learned or ignored), by its normalized text. */
export interface DemoStudyHandled {
  id: number;
  sc_id: number;
  text: string;
  action: 'similar' | 'branch' | 'ignore';
}

export const studyHandledTable = createTable<DemoStudyHandled>({
  name: 'robot/study-handled',
  seed: () => [],
});
