import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const rolesRoutes: AppRoute[] = [
  {
    path: '/expense/rolemanager',
    name: 'expenseRolemanager',
    page: () => import(/* webpackChunkName: "page-expense-rolemanager" */ './pages/RolesPage'),
  },
];
