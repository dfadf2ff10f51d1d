import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { ordersGeneratedApi } from '@/api/generated/orders.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type {
  Order,
  OrderDetail,
  OrderEvent,
  OrderLine,
  OrderSkuOption,
  OrderStatus,
} from '@/api/generated/orders.gen';
export type { Customer } from '@/api/generated/crm.gen';

/** The export shows its own failure (useExport says what went wrong). */
const ordersApi = ordersGeneratedApi.enhanceEndpoints({
  endpoints: { orderExport: { extraOptions: { silent: true } } },
});

export const {
  useOrderListQuery,
  useOrderExportMutation,
  useOrderDetailQuery,
  useOrderAddMutation,
  useOrderUpdateMutation,
  useOrderApproveMutation,
  useOrderCompleteMutation,
  useOrderVoidMutation,
  useOrderDeleteMutation,
  // the mall's useMallSkuOptionsQuery (same shape) replaces it once the mall products are merged
  useOrderSkuOptionsQuery,
} = ordersApi;

export const { useLazyCustomerListQuery } = crmGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
