import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { mallGeneratedApi } from '@/api/generated/mall.gen';
import { ordersGeneratedApi } from '@/api/generated/orders.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { PREFETCH_FRESH } from '@/lib/app-route';

export type { Order, OrderDetail, OrderEvent, OrderLine, OrderStatus } from '@/api/generated/orders.gen';
export type { MallSkuOption } from '@/api/generated/mall.gen';

/** The export shows its own failure (useExport says what went wrong). */
const ordersApi = ordersGeneratedApi.enhanceEndpoints({
  endpoints: { orderExport: { extraOptions: { silent: true } } },
});

/** The endpoints' prefetches (a page's first requests). */
export { ordersApi, staffGeneratedApi as staffApi };

/** The next page of the orders list, fetched while the current one is read. */
export const usePrefetchOrderList = () => ordersApi.usePrefetch('orderList', PREFETCH_FRESH);

export const {
  useOrderListQuery,
  useOrderExportMutation,
  useOrderDetailQuery,
  useLazyOrderDetailQuery,
  useOrderAddMutation,
  useOrderUpdateMutation,
  useOrderApproveMutation,
  useOrderCompleteMutation,
  useOrderVoidMutation,
  useOrderDeleteMutation,
} = ordersApi;

export const { useCustomerDetailQuery } = crmGeneratedApi;
export const { useMallSkuOptionsQuery } = mallGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
