import { ordersGeneratedApi } from '@/api/generated/orders.gen';

export type {
  AgeingBucket,
  Instalment,
  InstalmentStatus,
  PaymentPlan,
  PlanDetail,
  Receipt,
  ReceiptMethod,
  ReceiptStatus,
} from '@/api/generated/orders.gen';

/** The export shows its own failure (useExport says what went wrong). */
const planApi = ordersGeneratedApi.enhanceEndpoints({
  endpoints: {
    orderPlanExport: { extraOptions: { silent: true } },
  },
});

export const {
  useOrderPlanListQuery,
  useLazyOrderPlanListQuery,
  useOrderPlanExportMutation,
  useOrderPlanDetailQuery,
  useOrderPlanAddMutation,
  useOrderPlanSaveMutation,
  useOrderReceiptListQuery,
  useOrderReceiptAddMutation,
  useOrderReceiptVoidMutation,
  useOrderReceiptVoucherUploadMutation,
} = planApi;
