import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { rolesGeneratedApi } from '@/api/generated/roles.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type { Department } from '@/api/generated/departments.gen';
export type { Staff } from '@/api/generated/staff.gen';

/** The endpoints' prefetches (a page's first requests). */
export {
  departmentsGeneratedApi as departmentsApi,
  rolesGeneratedApi as rolesApi,
  staffGeneratedApi as staffApi,
};

export const {
  useDepartmentTreeQuery,
  useDepartmentAddMutation,
  useDepartmentUpdateMutation,
  useDepartmentDeleteMutation,
} = departmentsGeneratedApi;

export const {
  useStaffListQuery,
  useStaffAddMutation,
  useStaffUpdateMutation,
  useStaffDeleteMutation,
  useStaffSetStatusMutation,
  useStaffResetPasswordMutation,
} = staffGeneratedApi;

export const { useStaffOptionsQuery } = staffGeneratedApi;

export const { useRoleOptionsQuery } = rolesGeneratedApi;
