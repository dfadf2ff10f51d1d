import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const qualityRoutes: AppRoute[] = [
  {
    path: '/monitor/call/monitor_plane',
    name: 'monitorCallMonitorPlane',
    page: () => import(/* webpackChunkName: "page-quality-live" */ './pages/LivePage'),
  },
  {
    path: '/monitor/call/monitor_detail',
    name: 'monitorCallMonitorDetail',
    page: () => import(/* webpackChunkName: "page-quality-results" */ './pages/ResultsPage'),
  },
  {
    path: '/monitor/call/mytask',
    name: 'monitorCallMytask',
    page: () => import(/* webpackChunkName: "page-quality-mytask" */ './pages/MyTaskPage'),
  },
  {
    path: '/monitor/setting/monitor_rule',
    name: 'monitorSettingMonitorRule',
    page: () => import(/* webpackChunkName: "page-quality-rules" */ './pages/RulesPage'),
  },
  {
    path: '/monitor/setting/rules_model',
    name: 'monitorSettingRulesModel',
    page: () => import(/* webpackChunkName: "page-quality-models" */ './pages/ModelsPage'),
  },
  {
    path: '/monitor/setting/monitor_setting',
    name: 'monitorSettingMonitorSetting',
    page: () => import(/* webpackChunkName: "page-quality-projects" */ './pages/ProjectsPage'),
  },
  {
    path: '/monitor/report_center/monitor_report',
    name: 'monitorReportCenterMonitorReport',
    page: () => import(/* webpackChunkName: "page-quality-report" */ './pages/MonitorReportPage'),
  },
  {
    path: '/monitor/report_center/ai_report',
    name: 'monitorReportCenterAiReport',
    page: () => import(/* webpackChunkName: "page-quality-ai-report" */ './pages/AiReportPage'),
  },
  {
    path: '/monitor/report_center/staff_report',
    name: 'monitorReportCenterStaffReport',
    page: () => import(/* webpackChunkName: "page-quality-staff-report" */ './pages/StaffReportPage'),
  },
  {
    path: '/monitor/report_center/task_report',
    name: 'monitorReportCenterTaskReport',
    page: () => import(/* webpackChunkName: "page-quality-task-report" */ './pages/TaskReportPage'),
  },
];
