import { assistantGeneratedApi } from '@/api/generated/assistant.gen';

/** Lists and writes skip the 800 ms answer cache: after a save the invalidated list must show the change. */
const fresh = { extraOptions: { cacheTime: 0 } };

export const libraryApi = assistantGeneratedApi.enhanceEndpoints({
  endpoints: {
    assistantCategoryList: fresh,
    assistantCategoryAdd: fresh,
    assistantCategoryUpdate: fresh,
    assistantCategoryDelete: fresh,
    assistantLibraryList: fresh,
    assistantLibraryAdd: fresh,
    assistantLibraryUpdate: fresh,
    assistantLibraryDelete: fresh,
    assistantLabelGroupList: fresh,
    assistantLabelGroupAdd: fresh,
    assistantLabelGroupUpdate: fresh,
    assistantLabelGroupDelete: fresh,
    assistantLabelList: fresh,
    assistantLabelAdd: fresh,
    assistantLabelUpdate: fresh,
    assistantLabelDelete: fresh,
    assistantTokenList: fresh,
    assistantTokenAdd: fresh,
    assistantTokenRevoke: fresh,
    assistantTokenDelete: fresh,
  },
});

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
} = libraryApi;
