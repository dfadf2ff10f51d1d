import { menusOfGrants, grantedKeys } from './menus';
import { departmentName, descendantIds } from './org';
import { roleTable, type RoleRow } from './roles';
import { staffTable } from './users';
import type { DemoUser } from './seed';

export { staffTable };

/** A staff member as pickers and other areas name them. */
export interface StaffMember {
  id: number;
  name: string;
  department_id: number;
  username: string;
  status: 0 | 1;
}

export const staffMembers = (): StaffMember[] =>
  staffTable.all().map((u) => ({
    id: u.id,
    name: u.linkman,
    department_id: u.department_id,
    username: u.username,
    status: u.status,
  }));

export const staffName = (id: number | null | undefined): string | null =>
  id == null ? null : (staffTable.get(id)?.linkman ?? null);

export const roleOf = (user: DemoUser): RoleRow | undefined => roleTable.get(user.role_id);

export const menusOf = (user: DemoUser) => menusOfGrants(roleOf(user)?.permission_ids ?? []);

/** May the user do what the entry at this route key grants ('client/remove')? */
export const can = (user: DemoUser, key: string): boolean =>
  grantedKeys(roleOf(user)?.permission_ids ?? []).has(key);

/** The descriptive names shown with an account (profile, staff list). */
export const staffLabels = (user: DemoUser) => ({
  department_name: departmentName(user.department_id) ?? '',
  role_name: roleOf(user)?.name ?? '',
});

/**
 * Whose data the user sees, from their role's data scope: the staff ids, or null for everyone. The user always
 * sees their own.
 */
export function visibleStaffIds(user: DemoUser): Set<number> | null {
  const role = roleOf(user);
  const inDepartments = (ids: number[]) => {
    const wanted = new Set(ids);
    return new Set([user.id, ...staffTable.list((s) => wanted.has(s.department_id)).map((s) => s.id)]);
  };
  switch (role?.data_scope) {
    case 'all':
      return null;
    case 'departments':
      return inDepartments(role.department_ids);
    case 'department':
      return inDepartments([user.department_id]);
    case 'department_tree':
      return inDepartments([user.department_id, ...descendantIds(user.department_id)]);
    default:
      return new Set([user.id]);
  }
}

/** The staff id of an account name (sessions and calls name the account). */
export const staffIdOf = (username: string): number | undefined =>
  staffTable.list((s) => s.username === username)[0]?.id;
