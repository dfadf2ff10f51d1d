import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const orderRoutes: AppRoute[] = [
  {
    path: '/order/manager',
    name: 'orderManager',
    page: () => import(/* webpackChunkName: "page-order-manager" */ './pages/OrdersPage'),
  },
  {
    path: '/order/plan',
    name: 'orderPlan',
    page: () => import(/* webpackChunkName: "page-order-plan" */ './pages/PlansPage'),
  },
  {
    path: '/order/receipt',
    name: 'orderReceipt',
    page: () => import(/* webpackChunkName: "page-order-receipt" */ './pages/ReceiptsPage'),
  },
];
