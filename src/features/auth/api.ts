import { authGeneratedApi } from '@/api/generated/auth.gen';

/** Login and logout are never merged or cached; the login form shows its own failure. */
export const authApi = authGeneratedApi.enhanceEndpoints({
  endpoints: {
    login: { extraOptions: { cacheTime: 0, silent: true } },
    logout: { extraOptions: { cacheTime: 0, silent: true } },
    userInfo: { extraOptions: { cacheTime: 0 } },
  },
});

export const { useLoginMutation, useLogoutMutation, useUserInfoQuery } = authApi;
