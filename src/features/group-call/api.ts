import { callcenterGeneratedApi } from '@/api/generated/callcenter.gen';
import { crmGeneratedApi } from '@/api/generated/crm.gen';

/**
 * Today's group calls. The list is live (other calls end while the drawer is open), so it is never reused
 * from the answer cache; the drawer's calls stay quiet when the network is down (GROUP-15). A saved record
 * is a new customer, so the customer lists re-read too.
 */
const drawerCall = { extraOptions: { cacheTime: 0, quietOffline: true } };

export const groupCallApi = callcenterGeneratedApi.enhanceEndpoints({
  addTagTypes: ['GroupCall', 'crm'],
  endpoints: {
    callTaskList: { ...drawerCall, providesTags: ['GroupCall'] },
    callTaskDurationRange: { extraOptions: { quietOffline: true }, providesTags: [] },
    callTaskClearRecord: { ...drawerCall, invalidatesTags: ['GroupCall'] },
    callTaskClearAllRecord: { ...drawerCall, invalidatesTags: ['GroupCall'] },
    callTaskAddCustomer: { extraOptions: { cacheTime: 0 }, invalidatesTags: ['GroupCall', 'crm'] },
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
