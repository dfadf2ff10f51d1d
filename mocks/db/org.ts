import { createTable } from '../kit/table';

/** The company's departments, a table the departments screen edits (/expense/divisional); staff: mocks/db/staff.ts. */
export interface DepartmentRow {
  id: number;
  parent_id: number;
  name: string;
  leader_id: number | null;
  sort: number;
}

const seedDepartments = (): DepartmentRow[] => [
  { id: 1, parent_id: 0, name: '星河智能科技有限公司', leader_id: 1, sort: 0 },
  { id: 2, parent_id: 1, name: '总经办', leader_id: 1, sort: 1 },
  { id: 3, parent_id: 1, name: '销售中心', leader_id: 2, sort: 2 },
  { id: 4, parent_id: 3, name: '销售一部', leader_id: 2, sort: 1 },
  { id: 5, parent_id: 3, name: '销售二部', leader_id: null, sort: 2 },
  { id: 6, parent_id: 1, name: '电销中心', leader_id: null, sort: 3 },
  { id: 7, parent_id: 6, name: '电销一组', leader_id: null, sort: 1 },
  { id: 8, parent_id: 6, name: '电销二组', leader_id: null, sort: 2 },
  { id: 9, parent_id: 1, name: '运营部', leader_id: 3, sort: 4 },
];

export { ownerIds } from './staff-seed';

/** The departments, seeded from the company's fixed chart (ids and names kept); id 1 is the company itself. */
export const departmentTable = createTable<DepartmentRow>({ name: 'departments', seed: seedDepartments });

export const departmentName = (id: number) => departmentTable.get(id)?.name ?? null;

const childrenOf = (id: number) => departmentTable.list((d) => d.parent_id === id);

/** The ids of every department below one (not itself). */
export function descendantIds(id: number): number[] {
  return childrenOf(id).flatMap((c) => [c.id, ...descendantIds(c.id)]);
}

/** 甲方 of every contract: the company (the root of the departments), which seals it. */
export const companyName = () => departmentTable.get(1)?.name ?? '';
