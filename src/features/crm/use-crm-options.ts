import { useMemo } from 'react';
import { useEnum } from '@/components/data-table';
import { PREFETCH_FRESH, type PrefetchContext } from '@/lib/app-route';
import {
  crmApi,
  useCrmAttributeListQuery,
  useCrmDiscardReasonListQuery,
  useCrmNodeListQuery,
  useCustomerLabelListQuery,
  useStaffOptionsQuery,
} from './api';
import { CUSTOMER_SOURCE } from './enums';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

type ValueEnum = Record<string, { text: string }>;
const toEnum = (list: { id: number; name: string }[] | undefined): ValueEnum =>
  Object.fromEntries((list ?? []).map((x) => [String(x.id), { text: x.name }]));

/** Sends the requests of useCrmOptions ahead of the screen that reads them (its PagePrefetch). */
export function prefetchCrmOptions(dispatch: PrefetchContext['dispatch']) {
  dispatch(crmApi.util.prefetch('crmNodeList', undefined, PREFETCH_FRESH));
  dispatch(crmApi.util.prefetch('crmDiscardReasonList', undefined, PREFETCH_FRESH));
  dispatch(crmApi.util.prefetch('customerLabelList', undefined, PREFETCH_FRESH));
  dispatch(crmApi.util.prefetch('crmAttributeList', undefined, PREFETCH_FRESH));
  dispatch(staffGeneratedApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH));
}

/** The reference lists a customer screen shows in filters and forms, as ProTable value enums. */
export function useCrmOptions() {
  const nodes = useCrmNodeListQuery().data?.data;
  const reasons = useCrmDiscardReasonListQuery().data?.data;
  const labels = useCustomerLabelListQuery().data?.data;
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const sources = useEnum(CUSTOMER_SOURCE);
  const attributeList = useCrmAttributeListQuery();
  const attributes = attributeList.data?.data;
  const attributesReady = attributes !== undefined || attributeList.isError;
  return useMemo(
    () => ({
      /** The enabled custom attributes: the ones forms ask for and lists can show. */
      attributes: (attributes ?? []).filter((a) => a.enabled),
      /** The attribute list has answered (or failed): a list can read attribute filters from its URL. */
      attributesReady,
      nodes: nodes ?? [],
      reasons: reasons ?? [],
      labels: labels ?? [],
      staff: staff ?? [],
      nodeEnum: toEnum(nodes),
      reasonEnum: toEnum(reasons),
      labelEnum: toEnum(labels),
      staffEnum: toEnum(staff),
      sourceEnum: sources.valueEnum,
    }),
    [nodes, reasons, labels, staff, sources, attributes, attributesReady],
  );
}
