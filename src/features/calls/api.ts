import { callRecordsGeneratedApi } from '@/api/generated/call-records.gen';
import { extensionsGeneratedApi } from '@/api/generated/extensions.gen';

export type {
  CallDirection,
  CallResult,
  CompanyCallRecord,
  HangupSide,
} from '@/api/generated/call-records.gen';
export type {
  CallSettings,
  Extension,
  ExtensionSecret,
  ExtensionState,
  RingTone,
} from '@/api/generated/extensions.gen';
export { staffGeneratedApi as staffApi, useStaffOptionsQuery } from '@/api/generated/staff.gen';

/** The export shows its own failure (useExport says what went wrong). */
const callRecordsApi = callRecordsGeneratedApi.enhanceEndpoints({
  endpoints: { callRecordExport: { extraOptions: { silent: true } } },
});

export const { useCallRecordListQuery, useCallRecordExportMutation } = callRecordsApi;

/** The endpoints' prefetches (a page's first requests). */
export { callRecordsApi, extensionsGeneratedApi as extensionsApi };

export const {
  useExtensionListQuery,
  useExtensionAddMutation,
  useExtensionUpdateMutation,
  useExtensionDeleteMutation,
  useExtensionBindMutation,
  useExtensionUnbindMutation,
  useExtensionResetPasswordMutation,
  useMyExtensionQuery,
  useCallSettingsSaveMutation,
} = extensionsGeneratedApi;
