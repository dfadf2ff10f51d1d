import { contractsGeneratedApi } from '@/api/generated/contracts.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type {
  ContractSettings,
  ContractTemplate,
  ContractTemplateField,
  Seal,
  SignPosition,
} from '@/api/generated/contracts.gen';

/** The endpoints' prefetches (a page's first requests). */
export { contractsGeneratedApi as contractsApi, staffGeneratedApi as staffApi };

export const {
  useContractTemplateListQuery,
  useContractTemplateDetailQuery,
  useContractTemplateAddMutation,
  useContractTemplateUpdateMutation,
  useContractTemplatePositionsSaveMutation,
  useContractTemplateSetStatusMutation,
  useContractTemplateDeleteMutation,
  useContractFileUploadMutation,
  useContractSealListQuery,
  useContractSealAddMutation,
  useContractSealSetDefaultMutation,
  useContractSealDeleteMutation,
  useContractSettingsGetQuery,
  useContractSettingsSaveMutation,
} = contractsGeneratedApi;

// The contract lifecycle: issue, review, list, signing (openapi/paths/contract-flow.yaml).
export type { Contract, ContractFieldValue, ContractSigning } from '@/api/generated/contracts.gen';
export type { Customer } from '@/api/generated/crm.gen';

export const {
  useContractTemplateOptionsQuery,
  useLazyContractTemplateDetailQuery,
  useContractSendMutation,
  useContractListQuery,
  useContractDetailQuery,
  useContractReviewMutation,
  useContractRemindMutation,
  useContractExtendMutation,
  useContractWithdrawMutation,
  useContractArchiveAddMutation,
  useContractSignedFileMutation,
  useContractSignInfoQuery,
  useContractSignSubmitMutation,
  useContractSignRefuseMutation,
} = contractsGeneratedApi;

export const { useStaffOptionsQuery } = staffGeneratedApi;
