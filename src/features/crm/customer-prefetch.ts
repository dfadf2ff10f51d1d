import { firstViewBody } from '@/components/list-page';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { crmApi } from './api';
import { customerListOptions } from './customer-query';
import type { CustomerScope } from './types';
import { prefetchCrmOptions } from './use-crm-options';

/**
 * A customer list's first requests (PagePrefetch): the reference lists of its filters and columns
 * (useCrmOptions) and its first page, with the arguments CustomerList sends for an address without parameters.
 */
export const customerListPrefetch =
  (scope: CustomerScope): PagePrefetch =>
  ({ dispatch, username }) => {
    prefetchCrmOptions(dispatch);
    const body = firstViewBody(customerListOptions(scope, []), username);
    dispatch(crmApi.util.prefetch('customerList', { body }, PREFETCH_FRESH));
  };
