import { departmentTable } from '../db/org';
import { normalizeGrants, PERMISSION_IDS, permissionTreeOf } from '../db/menus';
import { ROLE_ADMIN } from '../db/role-ids';
import { roleTable, type DataScope, type RoleRow } from '../db/roles';
import { can, staffTable } from '../db/staff';
import { crudHandlers } from '../kit/crud';
import { idList, num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { authed, fail, ok } from '../kit/http';

type RoleFields = Omit<RoleRow, 'id' | 'is_system' | 'created_at' | 'updated_at'>;

const TEXTS = {
  name: '角色名称',
  description: '角色描述',
  data_scope: { required: '请选择数据权限', invalid: '数据权限不正确' },
  assistant_custom: { invalid: '自定义规则方案开关不正确' },
  department_ids: { invalid: '部门不正确' },
  permission_ids: { invalid: '权限不正确' },
};

const staffCount = (roleId: number) => staffTable.list((s) => s.role_id === roleId).length;

const present = (r: RoleRow) => ({ ...r, staff_count: staffCount(r.id) });

/**
 * The role form as the platform checks it: a unique name, chosen departments that exist (and at least one when the
 * scope says so), grants that name real permission entries; the super administrator's grants stay whole, so the
 * company can never lock itself out.
 */
function readRole(body: Record<string, unknown>, current?: RoleRow): RoleFields | Response {
  const name = str(body.name);
  if (roleTable.all().some((r) => r.name === name && r.id !== current?.id))
    return fail(422, `角色“${name}”已存在`, { name: `角色“${name}”已存在` });
  const data_scope = str(body.data_scope) as DataScope;
  const department_ids = data_scope === 'departments' ? [...new Set(idList(body.department_ids))] : [];
  if (data_scope === 'departments' && !department_ids.length)
    return fail(422, '请选择可查看数据的部门', { department_ids: '请选择可查看数据的部门' });
  const unknownDepartment = department_ids.find((id) => !departmentTable.get(id));
  if (unknownDepartment) return notFound('部门', 404, unknownDepartment);
  const asked = idList(body.permission_ids);
  if (asked.some((id) => !PERMISSION_IDS.has(id)))
    return fail(422, '权限不存在', { permission_ids: '权限不存在' });
  const permission_ids = current?.id === ROLE_ADMIN ? current.permission_ids : normalizeGrants(asked);
  return {
    name,
    description: str(body.description),
    data_scope,
    department_ids,
    assistant_custom: num(body.assistant_custom) === 1 ? 1 : 0,
    permission_ids,
  };
}

/** Roles and what they grant (/expense/rolemanager); a user's menus and data scope follow from their role. */
export const roleHandlers = [
  ...crudHandlers<RoleRow, RoleFields>({
    base: 'roles',
    table: roleTable,
    label: '角色',
    present,
    guard: ({ user }, op) =>
      op !== 'list' && !can(user, 'expense/rolemanager')
        ? fail(403, '当前角色没有管理角色的权限')
        : undefined,
    list: {
      paged: true,
      filter: ({ body }) => {
        const keyword = str(body.keyword);
        return (r) => !keyword || r.name.includes(keyword) || r.description.includes(keyword);
      },
      sort: (a, b) => a.id - b.id,
    },
    texts: TEXTS,
    form: ({ body }, current) => readRole(body, current),
    build: (fields, id, current) => {
      const at = now();
      return {
        ...fields,
        id,
        is_system: current?.is_system ?? 0,
        created_at: current?.created_at ?? at,
        updated_at: at,
      };
    },
    refuseDelete(role) {
      if (role.is_system) return fail(422, `“${role.name}”是系统内置角色，不能删除`);
      const count = staffCount(role.id);
      return count ? fail(422, `该角色正在被${count}名员工使用，不能删除`) : undefined;
    },
    messages: { update: '保存成功' },
  }),

  authed('roles/options', () => ok(roleTable.list().map((r) => ({ id: r.id, name: r.name })))),

  authed('roles/permission/tree', ({ body }) => {
    if (!str(body.role_id)) return ok(permissionTreeOf([]));
    const role = roleTable.get(num(body.role_id));
    return role ? ok(permissionTreeOf(role.permission_ids)) : notFound('角色');
  }),
];
