import { departmentsGeneratedApi } from '@/api/generated/departments.gen';

export type { Department } from '@/api/generated/departments.gen';

export const {
  useDepartmentTreeQuery,
  useDepartmentAddMutation,
  useDepartmentUpdateMutation,
  useDepartmentDeleteMutation,
} = departmentsGeneratedApi;
