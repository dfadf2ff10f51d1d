import { authGeneratedApi } from '@/api/generated/auth.gen';

/** The login form shows its own failure, and a failed logout still signs out. */
export const authApi = authGeneratedApi.enhanceEndpoints({
  endpoints: {
    login: { extraOptions: { silent: true } },
    logout: { extraOptions: { silent: true } },
  },
});

export const { useLoginMutation, useLogoutMutation, useUserInfoQuery } = authApi;
