import { firstViewBody } from '@/components/list-page';
import type { PagePrefetch } from '@/lib/app-route';
import { crmApi } from './api';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { customerListOptions } from './customer-query';
import type { CustomerScope } from './types';

/** A cached answer younger than this is used as it is. */
const FRESH = { ifOlderThan: 30 } as const;

/**
 * A customer list's first requests (PagePrefetch): the reference lists of its filters and columns
 * (useCrmOptions) and its first page, with the arguments CustomerList sends for an address without parameters.
 */
export const customerListPrefetch =
  (scope: CustomerScope): PagePrefetch =>
  ({ dispatch, username }) => {
    dispatch(crmApi.util.prefetch('crmNodeList', undefined, FRESH));
    dispatch(crmApi.util.prefetch('crmDiscardReasonList', undefined, FRESH));
    dispatch(crmApi.util.prefetch('customerLabelList', undefined, FRESH));
    dispatch(crmApi.util.prefetch('crmAttributeList', undefined, FRESH));
    dispatch(staffGeneratedApi.util.prefetch('staffOptions', { body: {} }, FRESH));
    const { filters, sortable, table, toBody } = customerListOptions(scope, []);
    dispatch(
      crmApi.util.prefetch(
        'customerList',
        { body: firstViewBody({ filters, sortable, table, toBody }, username) },
        FRESH,
      ),
    );
  };
