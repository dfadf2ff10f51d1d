import { fakerZH_CN as faker } from '@faker-js/faker';
import { createTable } from '../kit/table';

/**
 * The company's departments and staff, as the CRM screens see them (allotment tree, owners). The staff are
 * deterministic and read-only here; the departments are a table the departments screen edits (/expense/divisional).
 * Staff 1..3 are the demo accounts.
 */
export interface DepartmentRow {
  id: number;
  parent_id: number;
  name: string;
  leader_id: number | null;
  sort: number;
}

export interface StaffRow {
  id: number;
  name: string;
  department_id: number;
  username?: string;
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

const SALES_DEPARTMENTS = [4, 5, 7, 8];

function buildStaff(): StaffRow[] {
  faker.seed(7301);
  const fixed: StaffRow[] = [
    { id: 1, name: '', department_id: 2, username: 'admin' },
    { id: 2, name: '', department_id: 4, username: 'agent' },
    { id: 3, name: '', department_id: 9, username: 'author' },
  ];
  const others = Array.from({ length: 21 }, (_v, i) => ({
    id: i + 4,
    name: faker.person.fullName(),
    department_id: SALES_DEPARTMENTS[i % SALES_DEPARTMENTS.length]!,
  }));
  return [...fixed, ...others];
}

export const staff: StaffRow[] = buildStaff();

/** The staff members who take customers: everyone in a sales department, plus the demo admin. */
export const ownerIds = staff
  .filter((s) => s.id === 1 || SALES_DEPARTMENTS.includes(s.department_id))
  .map((s) => s.id);

/** The departments, seeded from the company's fixed chart (ids and names kept); id 1 is the company itself. */
export const departmentTable = createTable<DepartmentRow>({ name: 'departments', seed: seedDepartments });

export const departmentName = (id: number) => departmentTable.get(id)?.name ?? null;

/** The staff row of a signed-in account (the demo users are staff 1..3). */
export const staffIdOf = (username: string): number | undefined =>
  staff.find((s) => s.username === username)?.id;
