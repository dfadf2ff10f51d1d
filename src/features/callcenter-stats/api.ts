import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { statsGeneratedApi } from '@/api/generated/stats.gen';

export type {
  CallFigures,
  CallStatRow,
  CallStatistics,
  CallDayFigures,
  DashboardOverview,
  DashboardRecords,
  DashboardRobot,
  HeatCell,
} from '@/api/generated/stats.gen';

export const {
  useCallStatisticsQuery,
  useStatsQueuesQuery,
  useDashboardAllStatisticsQuery,
  useDashboardAllRecordsQuery,
  useDashboardAiStatisticsQuery,
} = statsGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
export type { Department } from '@/api/generated/departments.gen';
