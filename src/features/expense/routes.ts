import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const expenseRoutes: AppRoute[] = [
  {
    path: '/expense/details',
    name: 'expenseDetails',
    page: () => import(/* webpackChunkName: "page-expense-details" */ './pages/FeeDetailsPage'),
  },
];
