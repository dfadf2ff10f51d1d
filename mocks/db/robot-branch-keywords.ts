import { createTable } from '../kit/table';

/**
 * Keywords learned for a system branch (肯定, 否定…) of one script. System answers are shared by every script,
 * so what one script learns is kept beside them, per script, and merged into that script's answers.
 */
export interface DemoBranchKeywords {
  id: number;
  sc_id: number;
  answer_id: number;
  keywords: string[];
}

export const branchKeywordsTable = createTable<DemoBranchKeywords>({
  name: 'robot/branch-keywords',
  seed: () => [],
});

export const learnedKeywords = (sc_id: number, answer_id: number) =>
  branchKeywordsTable.all().find((k) => k.sc_id === sc_id && k.answer_id === answer_id);
