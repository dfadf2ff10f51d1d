import { firstViewBody } from '@/components/list-page';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { crmApi } from './api';
import { customerListOptions } from './customer-query';
import type { CustomerScope } from './types';
import { prefetchCrmOptions } from './use-crm-options';

/**
 * A customer list's first requests (PagePrefetch): the reference lists of its filters and columns
 * (useCrmOptions) and, at an address without parameters, its first page as CustomerList asks it.
 */
export const customerListPrefetch =
  (scope: CustomerScope): PagePrefetch =>
  (context) => {
    prefetchCrmOptions(context.dispatch);
    const body = firstViewBody(customerListOptions(scope, []), context);
    if (body) context.dispatch(crmApi.util.prefetch('customerList', { body }, PREFETCH_FRESH));
  };
