import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const orgRoutes: AppRoute[] = [
  {
    path: '/expense/divisional',
    name: 'expenseDivisional',
    page: () => import(/* webpackChunkName: "page-expense-divisional" */ './pages/DepartmentsPage'),
  },
  {
    path: '/expense/staff',
    name: 'expenseStaff',
    page: () => import(/* webpackChunkName: "page-expense-staff" */ './pages/StaffPage'),
  },
];
