import { assistantGeneratedApi } from '@/api/generated/assistant.gen';
import { robotGeneratedApi } from '@/api/generated/robot.gen';

// The editor keeps its own drafts: a scene or branch write must not refetch the detail (that would
// replace unsaved scenes), nor is a detail answer reused for another open.
const quiet = { invalidatesTags: [], extraOptions: { cacheTime: 0 } };
const fresh = { providesTags: [], extraOptions: { cacheTime: 0 } };

export const robotFlowApi = robotGeneratedApi.enhanceEndpoints({
  endpoints: {
    robotScriptDetail: fresh,
    robotStageAdd: quiet,
    robotStageUpdate: quiet,
    robotStageDelete: quiet,
    robotStageSave: quiet,
    robotBranchAdd: quiet,
    robotBranchUpdate: quiet,
    robotBranchDelete: quiet,
  },
});

export const assistantFlowApi = assistantGeneratedApi.enhanceEndpoints({
  endpoints: {
    assistantSpeechDetail: fresh,
    assistantStageAdd: quiet,
    assistantStageUpdate: quiet,
    assistantStageDelete: quiet,
    assistantStageSave: quiet,
    assistantBranchAdd: quiet,
    assistantBranchUpdate: quiet,
    assistantBranchDelete: quiet,
  },
});
