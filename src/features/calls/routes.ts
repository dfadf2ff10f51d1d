import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const callRoutes: AppRoute[] = [
  {
    path: '/call/extension',
    name: 'callExtension',
    companyRouter: '/call/myExtension',
    page: () => import(/* webpackChunkName: "page-call-extension" */ './pages/ExtensionsPage'),
  },
  {
    path: '/call/myExtension',
    name: 'callMyExtension',
    page: () => import(/* webpackChunkName: "page-call-my-extension" */ './pages/MyExtensionPage'),
  },
  {
    path: '/call/records',
    name: 'callRecords',
    page: () => import(/* webpackChunkName: "page-call-records" */ './pages/CallRecordsPage'),
  },
];
