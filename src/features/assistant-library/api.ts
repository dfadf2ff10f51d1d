import { assistantGeneratedApi } from '@/api/generated/assistant.gen';

/** The endpoints' prefetches (a page's first requests). */
export { assistantGeneratedApi as assistantApi };

export const {
  useAssistantSpeechListQuery,
  useAssistantCategoryListQuery,
  useAssistantCategoryAddMutation,
  useAssistantCategoryUpdateMutation,
  useAssistantCategoryDeleteMutation,
  useAssistantLibraryListQuery,
  useAssistantLibraryAddMutation,
  useAssistantLibraryUpdateMutation,
  useAssistantLibraryDeleteMutation,
  useAssistantLabelGroupListQuery,
  useAssistantLabelGroupAddMutation,
  useAssistantLabelGroupUpdateMutation,
  useAssistantLabelGroupDeleteMutation,
  useAssistantLabelListQuery,
  useAssistantLabelAddMutation,
  useAssistantLabelUpdateMutation,
  useAssistantLabelDeleteMutation,
  useAssistantTokenListQuery,
  useAssistantTokenAddMutation,
  useAssistantTokenRevokeMutation,
  useAssistantTokenDeleteMutation,
} = assistantGeneratedApi;
