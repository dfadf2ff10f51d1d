import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { feesGeneratedApi } from '@/api/generated/fees.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type { Department } from '@/api/generated/departments.gen';
export type { FeeAllot, FeeDaySpend, FeeSummary } from '@/api/generated/fees.gen';

/** The endpoints' prefetches (a page's first requests). */
export { feesGeneratedApi as feesApi, staffGeneratedApi as staffApi };

export const {
  useFeeRecordListQuery,
  useLazyFeeRecordListQuery,
  useFeeSummaryInfoQuery,
  useFeeDailySpendQuery,
  useFeeAllotListQuery,
  useFeeAllotUpdateMutation,
} = feesGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
