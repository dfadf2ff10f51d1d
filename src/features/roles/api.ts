import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { rolesGeneratedApi } from '@/api/generated/roles.gen';

export type { Role } from '@/api/generated/roles.gen';
export type { Department } from '@/api/generated/departments.gen';

/** The endpoints' prefetches (a page's first requests). */
export { rolesGeneratedApi as rolesApi };

export const {
  useRoleListQuery,
  useRoleAddMutation,
  useRoleUpdateMutation,
  useRoleDeleteMutation,
  useRolePermissionTreeQuery,
} = rolesGeneratedApi;

export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
