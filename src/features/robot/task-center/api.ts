import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { robotGeneratedApi } from '@/api/generated/robot.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type { RobotTask, RobotLevelAction } from '@/api/generated/robot.gen';

/** The endpoints' prefetches (a page's first requests). */
export { robotGeneratedApi as robotApi };

export const {
  useRobotTaskListQuery,
  useRobotTaskCallersQuery,
  useRobotTaskAddMutation,
  useRobotTaskImportMutation,
  useRobotTaskStartMutation,
  useRobotTaskPauseMutation,
  useRobotTaskResumeMutation,
  useRobotTaskStopMutation,
  useRobotTaskDeleteMutation,
} = robotGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
export const { useCustomerLabelListQuery } = crmGeneratedApi;
