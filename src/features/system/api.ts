import { personalGeneratedApi } from '@/api/generated/personal.gen';
import { systemGeneratedApi } from '@/api/generated/system.gen';

export type { LoginLog } from '@/api/generated/system.gen';

export const { usePersonalInfoQuery, usePersonalUpdateMutation, usePersonalPasswordMutation } =
  personalGeneratedApi;

export const { useLoginLogListQuery, useLoginLogExportMutation } = systemGeneratedApi;
