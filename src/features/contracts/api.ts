import { contractsGeneratedApi } from '@/api/generated/contracts.gen';

export type {
  ContractSettings,
  ContractTemplate,
  ContractTemplateField,
  Seal,
} from '@/api/generated/contracts.gen';

export const {
  useContractTemplateListQuery,
  useContractTemplateDetailQuery,
  useContractTemplateAddMutation,
  useContractTemplateUpdateMutation,
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
