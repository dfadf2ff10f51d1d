import { useCallback, useMemo } from 'react';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/store/hooks';
import { storedSize, useTableQuery, type ListResult, type TableQuery } from '@/components/data-table';
import { selectUser } from '@/store/session.slice';
import type { PrefetchContext } from '@/lib/app-route';
import { filterKeysOf, listRequestBody, type FilterSpec, type ListBody } from './list-request-body';

/** A generated list hook (`useDealListQuery`): called with `{ body }`, or skipped. */
type ListQueryHook<B, R> = (arg: { body: B } | SkipToken) => R;

interface BaseOptions<F extends FilterSpec, S extends string, B, R> {
  /** The generated list hook of the screen, e.g. `useDealListQuery`. */
  query: ListQueryHook<B, R>;
  /** The search fields of the URL and how each goes into the call. */
  filters: F;
  /** Fields the server sorts by; another sort in the URL is not sent. */
  sortable?: readonly S[];
  /** Names the table: its column settings and page size are kept per user under `<user>:<table>`. */
  table: string;
  /** Loads another view into the cache (an RTK Query prefetch of the same endpoint). */
  prefetch?: (arg: { body: B }) => void;
  /** No call yet (no plan chosen, the attributes of a filter still loading). */
  skip?: boolean;
  /** URL parameters the page owns beside the table's (a chosen plan). */
  keepKeys?: readonly string[];
  /** The page size until the user picks one: a short list inside a page (the spec's 10 otherwise). */
  pageSize?: number;
  /** Search fields known only at run time (custom attributes): kept in the URL, mapped by `toBody`. */
  extraKeys?: { filterKeys: readonly string[]; listKeys?: readonly string[] };
}

export interface ListPageOptions<F extends FilterSpec, S extends string, B, R> extends BaseOptions<
  F,
  S,
  B,
  R
> {
  /** What the screen adds to the mapped call (a scope, nested filters); must stay pure. */
  toBody: (body: ListBody<F, S>, query: TableQuery) => B;
}

/**
 * Everything a list screen hands to DataTable, from its generated list hook and its typed filters: the URL
 * state, the request body (listRequestBody, pure), the result, the prefetch of other pages and the per-user
 * column-settings key. Spread `table` into DataTable and add the columns.
 */
export function useListPage<
  const F extends FilterSpec,
  const S extends string,
  B,
  R extends ListResult<unknown>,
>(options: ListPageOptions<F, S, B, R>): ListPage<B, R>;
export function useListPage<
  const F extends FilterSpec,
  const S extends string,
  R extends ListResult<unknown>,
>(options: BaseOptions<F, S, ListBody<F, S>, R>): ListPage<ListBody<F, S>, R>;
export function useListPage<
  const F extends FilterSpec,
  const S extends string,
  B,
  R extends ListResult<unknown>,
>(
  options: BaseOptions<F, S, B, R> & { toBody?: (body: ListBody<F, S>, query: TableQuery) => B },
): ListPage<B, R> {
  const { query: useQuery, table, prefetch, skip, toBody } = options;
  // written inline or built per render, these must not make a new call, URL state or prefetch each render
  const filters = useSameValue(options.filters);
  const sortable = useSameValue(options.sortable);
  const keepKeys = useSameValue(options.keepKeys);
  const extraKeys = useSameValue(options.extraKeys);
  const username = useAppSelector(selectUser)?.username ?? '';
  const keys = useMemo(() => {
    const own = filterKeysOf(filters);
    return {
      filterKeys: [...new Set([...own.filterKeys, ...(extraKeys?.filterKeys ?? [])])],
      listKeys: [...new Set([...own.listKeys, ...(extraKeys?.listKeys ?? [])])],
    };
  }, [filters, extraKeys]);
  const persistenceKey = tableKey(username, table);
  const tableQuery = useTableQuery({ ...keys, keepKeys, persistenceKey, defaultSize: options.pageSize });
  const bodyOf = useCallback(
    // without toBody the overloads make B the mapped body itself
    (q: TableQuery) =>
      toBody
        ? toBody(listRequestBody(filters, q, sortable), q)
        : (listRequestBody(filters, q, sortable) as B),
    [toBody, filters, sortable],
  );
  const body = bodyOf(tableQuery.query);
  const result = useQuery(skip ? skipToken : { body });
  const prefetchView = useMemo(
    () => prefetch && ((q: TableQuery) => prefetch({ body: bodyOf(q) })),
    [prefetch, bodyOf],
  );
  return {
    body,
    result,
    tableQuery,
    table: { persistenceKey, tableQuery, result, prefetch: prefetchView },
  };
}

export interface ListPage<B, R> {
  /** The call of the view on screen (an export sends it without page and limit). */
  body: B;
  result: R;
  tableQuery: ReturnType<typeof useTableQuery>;
  /** DataTable's props for the list: spread them, then add the columns. */
  table: {
    persistenceKey: string;
    tableQuery: ReturnType<typeof useTableQuery>;
    result: R;
    prefetch: ((q: TableQuery) => void) | undefined;
  };
}

const tableKey = (username: string, table: string) => `${username}:${table}`;

/**
 * The list call of a list page's first view, an address without parameters of the table as its menu item opens
 * it: page 1 at the user's page size for the table, no sort, no filter, i.e. what useListPage sends there with
 * the same options. A page's prefetch (PagePrefetch) sends it. Undefined for an address that names a view (a
 * page, a sort, a filter: back to a list, a shared link), where only the page knows its call.
 */
export function firstViewBody<const F extends FilterSpec, const S extends string, B>(
  options: Pick<BaseOptions<F, S, B, never>, 'filters' | 'sortable' | 'table' | 'keepKeys' | 'pageSize'> & {
    toBody?: (body: ListBody<F, S>, query: TableQuery) => B;
  },
  { username, search }: Pick<PrefetchContext, 'username' | 'search'>,
): B | undefined {
  const own = new Set(options.keepKeys);
  if ([...search.keys()].some((key) => !own.has(key))) return undefined;
  const pageSize = storedSize(tableKey(username, options.table), options.pageSize);
  const query: TableQuery = { page: 1, pageSize, filters: {} };
  const body = listRequestBody(options.filters, query, options.sortable);
  return options.toBody ? options.toBody(body, query) : (body as B);
}

/** The value of an earlier render while it is equal (as JSON) to this one. */
function useSameValue<T>(value: T): T {
  const key = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- kept while its content is the same
  return useMemo(() => value, [key]);
}
