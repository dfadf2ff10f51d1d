import { robotGeneratedApi } from '@/api/generated/robot.gen';

/** The endpoints' prefetches (a page's first requests). */
export { robotGeneratedApi as robotApi };

/** The call of an endpoint that takes only the script (detail, points, recordings, training cases). */
export const scriptArg = (scId: number) => ({ body: { sc_id: scId } });

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
