import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const systemRoutes: AppRoute[] = [
  {
    path: '/system/modifyPaw',
    name: 'systemModifyPaw',
    page: () => import(/* webpackChunkName: "page-system-modify-paw" */ './pages/ChangePasswordPage'),
  },
  {
    path: '/system/personal',
    name: 'systemPersonal',
    page: () => import(/* webpackChunkName: "page-system-personal" */ './pages/PersonalPage'),
  },
  {
    path: '/system/log',
    name: 'systemLog',
    page: () => import(/* webpackChunkName: "page-system-log" */ './pages/LoginLogPage'),
  },
  {
    path: '/system/explicitNumber',
    name: 'systemExplicitNumber',
    page: () => import(/* webpackChunkName: "page-system-explicit-number" */ './pages/ExplicitNumbersPage'),
  },
];
