import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const expenseRoutes: AppRoute[] = [
  {
    path: '/expense/index',
    name: 'expenseIndex',
    page: () => import(/* webpackChunkName: "page-expense-index" */ './pages/AccountPage'),
  },
  {
    path: '/expense/details',
    name: 'expenseDetails',
    page: () => import(/* webpackChunkName: "page-expense-details" */ './pages/FeeDetailsPage'),
  },
  {
    path: '/expense/allot',
    name: 'expenseAllot',
    page: () => import(/* webpackChunkName: "page-expense-allot" */ './pages/AllotPage'),
  },
];
