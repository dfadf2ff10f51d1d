import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages
// (nor the chart code they draw with).
export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard/allstatistics',
    name: 'dashboardAllstatistics',
    page: () => import(/* webpackChunkName: "page-dashboard-allstatistics" */ './pages/AllStatisticsPage'),
  },
  {
    path: '/dashboard/allrecords',
    name: 'dashboardAllrecords',
    page: () => import(/* webpackChunkName: "page-dashboard-allrecords" */ './pages/AllRecordsPage'),
  },
  {
    path: '/dashboard/aistatistics',
    name: 'dashboardAistatistics',
    page: () => import(/* webpackChunkName: "page-dashboard-aistatistics" */ './pages/AiStatisticsPage'),
  },
];

export const callcenterStatsRoutes: AppRoute[] = [
  {
    path: '/callcenter/statistics',
    name: 'callcenterStatistics',
    page: () => import(/* webpackChunkName: "page-callcenter-statistics" */ './pages/StatisticsPage'),
  },
];
