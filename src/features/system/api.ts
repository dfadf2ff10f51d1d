import { personalGeneratedApi } from '@/api/generated/personal.gen';

export const { usePersonalInfoQuery, usePersonalUpdateMutation, usePersonalPasswordMutation } =
  personalGeneratedApi;
