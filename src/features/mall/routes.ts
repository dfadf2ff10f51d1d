import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const mallRoutes: AppRoute[] = [
  {
    path: '/mall/product',
    name: 'mallProduct',
    page: () => import(/* webpackChunkName: "page-mall-product" */ './pages/ProductsPage'),
  },
  {
    path: '/mall/attr',
    name: 'mallAttr',
    page: () => import(/* webpackChunkName: "page-mall-attr" */ './pages/AttrPage'),
  },
];
