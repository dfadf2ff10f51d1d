import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { ordersGeneratedApi } from '@/api/generated/orders.gen';
import { productsGeneratedApi } from '@/api/generated/products.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { PREFETCH_FRESH } from '@/lib/app-route';

/** Import and export show their own failure (the import dialog lists the rows at fault). */
export const crmApi = crmGeneratedApi.enhanceEndpoints({
  endpoints: {
    customerImport: { extraOptions: { silent: true } },
    customerExport: { extraOptions: { silent: true } },
  },
});

export const {
  useCustomerListQuery,
  useLazyCustomerListQuery,
  useLazyCustomerDetailQuery,
  useCustomerAddMutation,
  useCustomerUpdateMutation,
  useCustomerDeleteMutation,
  useCustomerImportMutation,
  useCustomerExportMutation,
  useCustomerAllotMutation,
  useCustomerDiscardMutation,
  useCustomerRecoverMutation,
  useCustomerFollowUpListQuery,
  useCustomerFollowUpAddMutation,
  useCustomerLabelListQuery,
  useCustomerLabelAddMutation,
  useCustomerLabelUpdateMutation,
  useCustomerLabelDeleteMutation,
  useCustomerLabelAssignMutation,
  useCrmNodeListQuery,
  useCrmDiscardReasonListQuery,
  useCrmAttributeListQuery,
  useCrmAttributeAddMutation,
  useCrmAttributeUpdateMutation,
  useCrmAttributeDeleteMutation,
} = crmApi;
/** Loads a customer list view into the cache ahead of need (a cached view younger than 30 s is kept). */
export const usePrefetchCustomerList = () => crmApi.usePrefetch('customerList', PREFETCH_FRESH);
/** The endpoints' prefetches (a page's first requests). */
export { ordersGeneratedApi as ordersApi, productsGeneratedApi as productsApi };
export const { useDealListQuery, useDealAddMutation } = ordersGeneratedApi;
export const { useProductListQuery, useProductCategoryTreeQuery } = productsGeneratedApi;
export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
