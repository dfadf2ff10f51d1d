import { robotGeneratedApi } from '@/api/generated/robot.gen';

export const {
  useRobotScriptListQuery,
  useRobotIndustryTreeQuery,
  useLazyRobotIndustryLabelListQuery,
  useRobotScriptAddMutation,
  useRobotScriptUpdateMutation,
  useRobotScriptCopyMutation,
  useRobotScriptDeleteMutation,
} = robotGeneratedApi;
