import { callcenterGeneratedApi } from '@/api/generated/callcenter.gen';
import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type { AgentState, CallQueue, CallTask, CallTaskImportRow } from '@/api/generated/callcenter.gen';

/** The import dialog lists the refused rows itself; the board reads its list without a spinner. */
export const callcenterOpsApi = callcenterGeneratedApi.enhanceEndpoints({
  endpoints: {
    callTaskImport: { extraOptions: { silent: true } },
  },
});

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
} = callcenterOpsApi;

// Pickers: staff for queue members and task agents; CRM stages and labels for a task's customer filter.
export const { useStaffOptionsQuery } = staffGeneratedApi;
export const { useCrmNodeListQuery, useCustomerLabelListQuery } = crmGeneratedApi;
