import { personalGeneratedApi } from '@/api/generated/personal.gen';

/** Writes are never merged or reused; the profile re-reads after an update. */
export const personalApi = personalGeneratedApi.enhanceEndpoints({
  endpoints: {
    personalInfo: { extraOptions: { cacheTime: 0 } },
    personalUpdate: { extraOptions: { cacheTime: 0 } },
    personalPassword: { extraOptions: { cacheTime: 0 } },
  },
});

export const { usePersonalInfoQuery, usePersonalUpdateMutation, usePersonalPasswordMutation } = personalApi;
