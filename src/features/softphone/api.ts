import { softphoneGeneratedApi } from '@/api/generated/softphone.gen';

/**
 * Softphone calls are live state: never merged with an earlier answer. The group sign-in is silent
 * because its code 1 (already in that state) is ok (CALL-47); the saga reports real failures itself.
 */
export const softphoneApi = softphoneGeneratedApi.enhanceEndpoints({
  addTagTypes: ['CallRecord', 'DialCount'],
  endpoints: {
    softphoneSipInfo: { extraOptions: { cacheTime: 0 } },
    softphoneExplicitNumberOptions: { extraOptions: { cacheTime: 0 } },
    softphoneSipStatusInfo: { extraOptions: { cacheTime: 0 } },
    softphoneSipGroupSignIn: { extraOptions: { cacheTime: 0, silent: true } },
    softphoneCall: { extraOptions: { cacheTime: 0 }, invalidatesTags: ['CallRecord', 'DialCount'] },
    softphoneHangup: { extraOptions: { cacheTime: 0 }, invalidatesTags: ['CallRecord'] },
    softphoneTalk: { extraOptions: { cacheTime: 0, silent: true } },
    softphoneDailNumberCount: { extraOptions: { cacheTime: 0 }, providesTags: ['DialCount'] },
    softphoneCallRecordList: { extraOptions: { cacheTime: 0 }, providesTags: ['CallRecord'] },
  },
});

export const { useSoftphoneDailNumberCountQuery, useSoftphoneCallRecordListQuery } = softphoneApi;
