import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const crmRoutes: AppRoute[] = [
  {
    path: '/client/index',
    name: 'clientIndex',
    page: () => import(/* webpackChunkName: "page-client-index" */ './pages/MyCustomersPage'),
  },
  {
    path: '/client/allot',
    name: 'clientAllot',
    companyRouter: '/client/index',
    page: () => import(/* webpackChunkName: "page-client-allot" */ './pages/AllotPage'),
  },
  {
    path: '/client/customer',
    name: 'clientCustomer',
    companyRouter: '/client/index',
    page: () => import(/* webpackChunkName: "page-client-customer" */ './pages/AllCustomersPage'),
  },
  {
    path: '/client/today',
    name: 'clientToday',
    page: () => import(/* webpackChunkName: "page-client-today" */ './pages/TodayPage'),
  },
  {
    path: '/client/communal',
    name: 'clientCommunal',
    page: () => import(/* webpackChunkName: "page-client-communal" */ './pages/CommunalPage'),
  },
  {
    path: '/client/product',
    name: 'clientProduct',
    page: () => import(/* webpackChunkName: "page-client-product" */ './pages/ProductsPage'),
  },
  {
    path: '/client/deal',
    name: 'clientDeal',
    page: () => import(/* webpackChunkName: "page-client-deal" */ './pages/DealsPage'),
  },
];
