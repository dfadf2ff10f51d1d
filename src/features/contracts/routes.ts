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
];
