import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { robotGeneratedApi } from '@/api/generated/robot.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type { RobotCallRecord, RobotCallRecordDetail } from '@/api/generated/robot.gen';

/** The endpoints' prefetches (a page's first requests). */
export { robotGeneratedApi as robotApi };

export const {
  useRobotCallRecordListQuery,
  useLazyRobotCallRecordListQuery,
  useRobotCallRecordDetailQuery,
  useRobotCallRecordLevelMutation,
  useRobotCallRecordHandleMutation,
  useRobotTaskListQuery,
  useRobotTaskCallersQuery,
  useRobotPointsDetailQuery,
} = robotGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
export const { useCustomerLabelListQuery } = crmGeneratedApi;
