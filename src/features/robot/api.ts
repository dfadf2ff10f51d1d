import { robotGeneratedApi } from '@/api/generated/robot.gen';

// A script write refreshes the list; the list is never reused across searches (cacheTime 0).
export const robotApi = robotGeneratedApi.enhanceEndpoints({
  endpoints: {
    robotScriptList: { extraOptions: { cacheTime: 0 } },
    robotIndustryLabelList: { providesTags: [], extraOptions: { cacheTime: 0 } },
    robotScriptAdd: { extraOptions: { cacheTime: 0 } },
    robotScriptUpdate: { extraOptions: { cacheTime: 0 } },
    robotScriptCopy: { extraOptions: { cacheTime: 0 } },
    robotScriptDelete: { extraOptions: { cacheTime: 0 } },
  },
});

export const {
  useRobotScriptListQuery,
  useRobotIndustryTreeQuery,
  useLazyRobotIndustryLabelListQuery,
  useRobotScriptAddMutation,
  useRobotScriptUpdateMutation,
  useRobotScriptCopyMutation,
  useRobotScriptDeleteMutation,
} = robotApi;
