import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { rolesGeneratedApi } from '@/api/generated/roles.gen';

export type { Role } from '@/api/generated/roles.gen';
export type { Department } from '@/api/generated/departments.gen';

export const {
  useRoleListQuery,
  useRoleAddMutation,
  useRoleUpdateMutation,
  useRoleDeleteMutation,
  useRolePermissionTreeQuery,
} = rolesGeneratedApi;

export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
