import type { PagePrefetch, PrefetchContext } from '@/lib/app-route';
import type { TableQuery } from '@/components/data-table';
import type { FilterSpec, ListBody } from './list-request-body';
import { firstViewBody } from './use-list-page';

type PrefetchAction = Parameters<PrefetchContext['dispatch']>[0];

interface ListOptions<F extends FilterSpec, S extends string> {
  filters: F;
  sortable?: readonly S[];
  table: string;
  keepKeys?: readonly string[];
  pageSize?: number;
}

/**
 * A list page's first requests (PagePrefetch): the list call of its first view, built from the options the
 * page gives useListPage (so both ask the same), after the reference lists its filters and columns read; the
 * reference lists only, at an address that names another view.
 * `list` is the endpoint's prefetch: `(body) => api.util.prefetch('orderList', { body }, PREFETCH_FRESH)`.
 */
export function listPagePrefetch<const F extends FilterSpec, const S extends string, B>(
  options: ListOptions<F, S> & { toBody: (body: ListBody<F, S>, query: TableQuery) => B },
  list: (body: B) => PrefetchAction,
  references?: readonly PrefetchAction[],
): PagePrefetch;
export function listPagePrefetch<const F extends FilterSpec, const S extends string>(
  options: ListOptions<F, S>,
  list: (body: ListBody<F, S>) => PrefetchAction,
  references?: readonly PrefetchAction[],
): PagePrefetch;
export function listPagePrefetch<const F extends FilterSpec, const S extends string, B>(
  options: ListOptions<F, S> & { toBody?: (body: ListBody<F, S>, query: TableQuery) => B },
  list: (body: B) => PrefetchAction,
  references: readonly PrefetchAction[] = [],
): PagePrefetch {
  return (context) => {
    for (const action of references) context.dispatch(action);
    const body = firstViewBody(options, context);
    if (body) context.dispatch(list(body));
  };
}
