import { qualityGeneratedApi } from '@/api/generated/quality.gen';

export type {
  QualityAiReport,
  QualityCondition,
  QualityLiveCall,
  QualityModel,
  QualityMonitorReport,
  QualityProject,
  QualityResult,
  QualityResultDetail,
  QualityRule,
  QualityStaffReportRow,
  QualityTaskReportRow,
} from '@/api/generated/quality.gen';

/** The endpoints' prefetches (a page's first requests). */
export { qualityGeneratedApi as qualityApi };

export const {
  useQualityRuleListQuery,
  useQualityRuleAddMutation,
  useQualityRuleUpdateMutation,
  useQualityRuleStatusMutation,
  useQualityRuleDeleteMutation,
  useQualityModelListQuery,
  useQualityModelAddMutation,
  useQualityModelUpdateMutation,
  useQualityModelDeleteMutation,
  useQualityProjectListQuery,
  useQualityProjectAddMutation,
  useQualityProjectUpdateMutation,
  useQualityProjectRunMutation,
  useQualityProjectDeleteMutation,
  useQualityResultListQuery,
  useLazyQualityResultDetailQuery,
  useQualityResultDetailQuery,
  useQualityResultReviewMutation,
  useQualityResultSwapRolesMutation,
  useQualityResultAppealMutation,
  useQualityResultAppealHandleMutation,
  useQualityLiveListQuery,
  useQualityOptionsQuery,
  useQualityMonitorReportStatisticsQuery,
  useQualityAiReportStatisticsQuery,
  useQualityStaffReportListQuery,
  useLazyQualityStaffReportListQuery,
  useQualityTaskReportListQuery,
  useLazyQualityTaskReportListQuery,
} = qualityGeneratedApi;
