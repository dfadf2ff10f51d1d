import { assistantGeneratedApi } from '@/api/generated/assistant.gen';
import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { departmentsGeneratedApi } from '@/api/generated/departments.gen';

export const {
  useAssistantSpeechListQuery,
  useAssistantSpeechAddMutation,
  useAssistantSpeechUpdateMutation,
  useAssistantSpeechCopyMutation,
  useAssistantSpeechDeleteMutation,
} = assistantGeneratedApi;
export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
export const { useCrmNodeListQuery } = crmGeneratedApi;
