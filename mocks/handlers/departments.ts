import { crmDb } from '../db/crm';
import { departmentTable, descendantIds, type DepartmentRow } from '../db/org';
import { staffTable } from '../db/staff';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { num, str } from '../kit/fields';
import { authed, fail, ok } from '../kit/http';

const staffCount = (id: number) => staffTable.list((s) => s.department_id === id).length;
const childrenOf = (id: number) =>
  departmentTable.list(
    (d) => d.parent_id === id,
    (a, b) => a.sort - b.sort || a.id - b.id,
  );

function departmentTree(d: DepartmentRow): unknown {
  return {
    ...d,
    leader_name: crmDb.staffName(d.leader_id),
    staff_count: staffCount(d.id),
    total_staff_count: [d.id, ...descendantIds(d.id)].reduce((n, id) => n + staffCount(id), 0),
    all_childs: childrenOf(d.id).map(departmentTree),
  };
}

const TEXTS = {
  parent_id: { required: '请选择上级部门', invalid: '上级部门不正确' },
  name: '部门名称',
  leader_id: { invalid: '负责人不正确' },
  sort: { invalid: '排序不正确' },
};

/**
 * The department form as the platform checks it: the company (the root) stays the root, every other department
 * sits under an existing one but never under itself or its own descendants, and siblings have distinct names.
 */
function readDepartment(
  body: Record<string, unknown>,
  current?: DepartmentRow,
): Omit<DepartmentRow, 'id'> | Response {
  const parent_id = num(body.parent_id);
  const isRoot = current?.parent_id === 0;
  if (isRoot ? parent_id !== 0 : !departmentTable.get(parent_id)) return notFound('上级部门');
  if (current && !isRoot && (parent_id === current.id || descendantIds(current.id).includes(parent_id)))
    return fail(422, '不能移动到自身或其下级部门', { parent_id: '不能移动到自身或其下级部门' });
  const name = str(body.name);
  if (childrenOf(parent_id).some((d) => d.id !== current?.id && d.name === name))
    return fail(422, '同级部门下已有同名部门', { name: '同级部门下已有同名部门' });
  const leader = num(body.leader_id);
  if (!Number.isNaN(leader) && !staffTable.get(leader)) return notFound('负责人');
  const sort = num(body.sort);
  const moved = current?.parent_id !== parent_id;
  return {
    parent_id,
    name,
    leader_id: Number.isNaN(leader) ? (current?.leader_id ?? null) : leader,
    sort: !Number.isNaN(sort)
      ? sort
      : !moved && current
        ? current.sort
        : childrenOf(parent_id).reduce((max, d) => Math.max(max, d.sort + 1), 1),
  };
}

/** The company's department tree (a single root) and its editing (/expense/divisional). */
export const departmentHandlers = [
  authed('departments/tree', () => {
    const root = departmentTable.list((d) => d.parent_id === 0)[0];
    return root ? ok(departmentTree(root)) : notFound('部门');
  }),
  ...crudHandlers({
    base: 'departments',
    table: departmentTable,
    label: '部门',
    only: ['add', 'update', 'delete'],
    present: departmentTree,
    texts: TEXTS,
    form: ({ body }, current) => readDepartment(body, current),
    refuseDelete(d) {
      const count = staffCount(d.id);
      if (count) return fail(422, `该部门下还有${count}名员工，不能删除`);
      return childrenOf(d.id).length ? fail(422, '该部门下还有子部门，不能删除') : undefined;
    },
  }),
];
