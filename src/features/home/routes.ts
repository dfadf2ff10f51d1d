import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const homeRoutes: AppRoute[] = [
  {
    path: '/home/index',
    name: 'homeIndex',
    page: () => import(/* webpackChunkName: "page-home-index" */ './pages/HomePage'),
  },
];
