import { assistantGeneratedApi } from '@/api/generated/assistant.gen';
import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { departmentsGeneratedApi } from '@/api/generated/departments.gen';

export const plansApi = assistantGeneratedApi.enhanceEndpoints({
  endpoints: {
    assistantSpeechList: { extraOptions: { cacheTime: 0 } },
    assistantSpeechAdd: { extraOptions: { cacheTime: 0 } },
    assistantSpeechUpdate: { extraOptions: { cacheTime: 0 } },
    assistantSpeechCopy: { extraOptions: { cacheTime: 0 } },
    assistantSpeechDelete: { extraOptions: { cacheTime: 0 } },
  },
});

export const {
  useAssistantSpeechListQuery,
  useAssistantSpeechAddMutation,
  useAssistantSpeechUpdateMutation,
  useAssistantSpeechCopyMutation,
  useAssistantSpeechDeleteMutation,
} = plansApi;
export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
export const { useCrmNodeListQuery } = crmGeneratedApi;
