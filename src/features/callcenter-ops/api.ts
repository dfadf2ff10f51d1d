import { callcenterGeneratedApi } from '@/api/generated/callcenter.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type { AgentState, CallQueue, CallTask } from '@/api/generated/callcenter.gen';

export { callcenterGeneratedApi as callcenterOpsApi };

export const {
  useCallQueueListQuery,
  useCallQueueAddMutation,
  useCallQueueUpdateMutation,
  useCallQueueDeleteMutation,
  useCallTaskPageListQuery,
  useCallTaskAddMutation,
  useCallTaskImportMutation,
  useCallTaskUpdateMutation,
  useCallTaskDeleteMutation,
  useCallTaskStartMutation,
  useCallTaskPauseMutation,
  useCallTaskResumeMutation,
  useCallTaskStopMutation,
  useCallAgentListQuery,
  useCallAgentSignOutMutation,
  useCallAgentNoticeMutation,
} = callcenterGeneratedApi;

// Pickers: staff for queue members and task agents.
export const { useStaffOptionsQuery } = staffGeneratedApi;
