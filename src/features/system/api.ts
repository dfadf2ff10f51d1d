import { explicitNumbersGeneratedApi } from '@/api/generated/explicit-numbers.gen';
import { personalGeneratedApi } from '@/api/generated/personal.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { systemGeneratedApi } from '@/api/generated/system.gen';

export type { ExplicitNumberRecord } from '@/api/generated/explicit-numbers.gen';
export type { LoginLog } from '@/api/generated/system.gen';

/** The endpoints' prefetches (a page's first requests). */
export {
  explicitNumbersGeneratedApi as explicitNumbersApi,
  staffGeneratedApi as staffApi,
  systemGeneratedApi as systemApi,
};

export const { usePersonalInfoQuery, usePersonalUpdateMutation, usePersonalPasswordMutation } =
  personalGeneratedApi;

export const { useLoginLogListQuery, useLoginLogExportMutation } = systemGeneratedApi;

export const {
  useExplicitNumberListQuery,
  useExplicitNumberAddMutation,
  useExplicitNumberUpdateMutation,
  useExplicitNumberDeleteMutation,
  useExplicitNumberEnableMutation,
  useExplicitNumberDisableMutation,
  useExplicitNumberUploadIdCardMutation,
} = explicitNumbersGeneratedApi;

export const { useStaffOptionsQuery } = staffGeneratedApi;
