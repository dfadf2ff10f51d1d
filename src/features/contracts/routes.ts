import { preloadable } from '@/lib/preloadable';
import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const contractRoutes: AppRoute[] = [
  {
    path: '/contract/contractTPL/list',
    name: 'contractContractTplList',
    page: () => import(/* webpackChunkName: "page-contract-templates" */ './pages/TemplatesPage'),
  },
  {
    path: '/contract/contractTPL/create',
    name: 'contractContractTplCreate',
    page: () => import(/* webpackChunkName: "page-contract-template-form" */ './pages/TemplateFormPage'),
  },
  {
    path: '/contract/contractPosition',
    name: 'contractContractPosition',
    page: () => import(/* webpackChunkName: "page-contract-positions" */ './pages/PositionsPage'),
  },
  {
    path: '/contract/config',
    name: 'contractConfig',
    page: () => import(/* webpackChunkName: "page-contract-config" */ './pages/ContractConfigPage'),
  },
  {
    path: '/contract/issue',
    name: 'contractIssue',
    page: () => import(/* webpackChunkName: "page-contract-form" */ './pages/ContractFormPage'),
  },
  {
    path: '/contract/contractEdit',
    name: 'contractContractEdit',
    page: () => import(/* webpackChunkName: "page-contract-form" */ './pages/ContractFormPage'),
  },
  {
    path: '/contract/contractList',
    name: 'contractContractList',
    page: () => import(/* webpackChunkName: "page-contract-list" */ './pages/ContractListPage'),
  },
  {
    path: '/contract/contractReview',
    name: 'contractContractReview',
    page: () => import(/* webpackChunkName: "page-contract-review" */ './pages/ContractReviewPage'),
  },
];

/** /sign/<token>: the customer's signing page, outside the console's login (src/app/routes.tsx). */
export const ContractSignPage = preloadable(
  () => import(/* webpackChunkName: "page-contract-sign" */ './pages/ContractSignPage'),
);
