import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { departmentsGeneratedApi } from '@/api/generated/departments.gen';
import { ordersGeneratedApi } from '@/api/generated/orders.gen';
import { productsGeneratedApi } from '@/api/generated/products.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

/**
 * Lists and writes are never reused from the 800 ms answer cache: after a save the invalidated list must
 * show the change. Reference lists (stages, reasons, org chart) keep the default.
 */
const fresh = { extraOptions: { cacheTime: 0 } };

export const crmApi = crmGeneratedApi.enhanceEndpoints({
  endpoints: {
    customerList: fresh,
    customerDetail: fresh,
    customerAdd: fresh,
    customerUpdate: fresh,
    customerDelete: fresh,
    customerImport: { extraOptions: { cacheTime: 0, silent: true } },
    // reads only: an export must not refetch every customer query on screen; it shows its own failure
    customerExport: { extraOptions: { cacheTime: 0, silent: true }, invalidatesTags: [] },
    customerAllot: fresh,
    customerDiscard: fresh,
    customerRecover: fresh,
    customerFollowUpList: fresh,
    customerFollowUpAdd: fresh,
    customerLabelList: fresh,
    customerLabelAdd: fresh,
    customerLabelUpdate: fresh,
    customerLabelDelete: fresh,
    customerLabelAssign: fresh,
    crmAttributeList: fresh,
    crmAttributeAdd: fresh,
    crmAttributeUpdate: fresh,
    crmAttributeDelete: fresh,
  },
});

const dealsApi = ordersGeneratedApi.enhanceEndpoints({ endpoints: { dealList: fresh, dealAdd: fresh } });

export const {
  useCustomerListQuery,
  useLazyCustomerListQuery,
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
export const usePrefetchCustomerList = () => crmApi.usePrefetch('customerList', { ifOlderThan: 30 });
export const { useDealListQuery, useDealAddMutation } = dealsApi;
export const { useProductListQuery, useProductCategoryTreeQuery } = productsGeneratedApi;
export const { useDepartmentTreeQuery } = departmentsGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
