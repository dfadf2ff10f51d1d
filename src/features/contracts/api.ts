import { contractsGeneratedApi } from '@/api/generated/contracts.gen';

export type {
  ContractSettings,
  ContractTemplate,
  ContractTemplateField,
  Seal,
  SignPosition,
} from '@/api/generated/contracts.gen';

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
