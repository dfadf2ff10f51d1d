import { callcenterGeneratedApi } from '@/api/generated/callcenter.gen';
import { crmGeneratedApi } from '@/api/generated/crm.gen';

/** Today's group calls: the drawer's calls stay quiet when the network is down (GROUP-15). */
const drawerCall = { extraOptions: { quietOffline: true } };

export const groupCallApi = callcenterGeneratedApi.enhanceEndpoints({
  endpoints: {
    callTaskList: drawerCall,
    callTaskDurationRange: drawerCall,
    callTaskClearRecord: drawerCall,
    callTaskClearAllRecord: drawerCall,
  },
});

export const {
  useCallTaskListQuery,
  useCallTaskDurationRangeQuery,
  useCallTaskClearRecordMutation,
  useCallTaskClearAllRecordMutation,
  useCallTaskAddCustomerMutation,
} = groupCallApi;
export const { useCrmNodeListQuery } = crmGeneratedApi;
