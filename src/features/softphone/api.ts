import { softphoneGeneratedApi } from '@/api/generated/softphone.gen';

/**
 * The group sign-in is silent because its code 1 (already in that state) is ok (CALL-47); the saga reports
 * real failures itself. The call-state poll is silent: the call window shows what it means.
 */
export const softphoneApi = softphoneGeneratedApi.enhanceEndpoints({
  endpoints: {
    softphoneSipGroupSignIn: { extraOptions: { silent: true } },
    softphoneTalk: { extraOptions: { silent: true } },
  },
});

export const { useSoftphoneDailNumberCountQuery, useSoftphoneCallRecordListQuery } = softphoneApi;
