import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const callcenterOpsRoutes: AppRoute[] = [
  {
    path: '/callcenter/task',
    name: 'callcenterTask',
    page: () => import(/* webpackChunkName: "page-callcenter-task" */ './pages/TasksPage'),
  },
  {
    path: '/callcenter/agent',
    name: 'callcenterAgent',
    page: () => import(/* webpackChunkName: "page-callcenter-agent" */ './pages/AgentBoardPage'),
  },
  {
    path: '/callcenter/queue',
    name: 'callcenterQueue',
    page: () => import(/* webpackChunkName: "page-callcenter-queue" */ './pages/QueuesPage'),
  },
];
