import { robotGeneratedApi } from '@/api/generated/robot.gen';

/** The endpoints' prefetches (a page's first requests). */
export { robotGeneratedApi as robotApi };

export const {
  useRobotScriptListQuery,
  useRobotIndustryTreeQuery,
  useLazyRobotIndustryLabelListQuery,
  useRobotScriptAddMutation,
  useRobotScriptUpdateMutation,
  useRobotScriptCopyMutation,
  useRobotScriptDeleteMutation,
  useRobotScriptDetailQuery,
  useRobotAnswerListQuery,
  useRobotLibraryListQuery,
  useLazyRobotLibraryListQuery,
  useRobotLibraryAddMutation,
  useRobotLibraryUpdateMutation,
  useRobotLibraryDeleteMutation,
  useRobotLibraryImportMutation,
  useRobotPointsDetailQuery,
  useRobotPointsSaveMutation,
  useRobotTrainCaseListQuery,
  useRobotTrainCaseAddMutation,
  useRobotTrainCaseDeleteMutation,
  useRobotStudyListQuery,
  useRobotStudyLearnMutation,
  useRobotRecordingListQuery,
  useRobotRecordingUploadMutation,
  useRobotRecordingDeleteMutation,
} = robotGeneratedApi;
