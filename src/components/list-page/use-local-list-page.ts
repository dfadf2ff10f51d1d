import { useMemo } from 'react';
import type { SkipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/store/hooks';
import { useTableQuery, type ListResult } from '@/components/data-table';
import { selectUser } from '@/store/session.slice';
import { filterKeysOf, listFilters, type FilterSpec, type ListFilters } from './list-request-body';

/** What a hook of a list answered whole (in one answer, not paged by the server) gives. */
interface WholeAnswer<D> {
  data?: { data: D };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type Compare<T> = (a: T, b: T) => number;

export interface LocalListOptions<F extends FilterSpec, A, D, T> {
  /** The screen's generated hook (`useCallStatisticsQuery`). */
  query: (arg: A | SkipToken) => WholeAnswer<D>;
  /**
   * The hook's argument for the URL's search (typed by `filters`) and what else the screen holds. Give its
   * parameter's type (`ListFilters<typeof FILTERS>`): TypeScript infers the hook's argument from `query` only then.
   */
  arg: (search: ListFilters<F>) => A;
  /** The search fields of the URL and how each goes into `arg` (as useListPage's). */
  filters?: F;
  /** The rows in the answer, when it holds more than them (a total beside them). */
  rowsOf?: (data: D) => readonly T[];
  /** How the columns the user may sort by (`sorter: true`) compare two rows, by column key; a constant. */
  sorters?: Readonly<Record<string, Compare<T>>>;
  /** Names the table: its column settings and page size are kept per user under `<user>:<table>`. */
  table: string;
  /** URL parameters the page owns beside the table's (the chosen script, a choice above the rows). */
  keepKeys?: readonly string[];
  /** The page size until the user picks one (the spec's 10 otherwise). */
  pageSize?: number;
}

const NO_FILTERS: FilterSpec = {};

/**
 * useListPage for a list the server answers whole (API tokens, question learning, call statistics): DataTable's
 * props, with the search, page, page size and sort in the URL as for any list, the search sent to the server
 * and the rows sorted and cut into pages here. `rows` are all of them in the table's order (the export's).
 */
export function useLocalListPage<
  const F extends FilterSpec,
  A,
  D,
  T = D extends readonly (infer E)[] ? E : never,
>(options: LocalListOptions<F, A, D, T>) {
  const { query: useQuery, arg, rowsOf, sorters, table, keepKeys, pageSize: defaultSize } = options;
  const filters = (options.filters ?? NO_FILTERS) as F;
  const username = useAppSelector(selectUser)?.username ?? '';
  const persistenceKey = `${username}:${table}`;
  const keys = useMemo(() => filterKeysOf(filters), [filters]);
  const tableQuery = useTableQuery({ ...keys, keepKeys, persistenceKey, defaultSize });
  const { page, pageSize, sortField, sortOrder } = tableQuery.query;
  const search = listFilters(filters, tableQuery.query.filters);
  const answer = useQuery(arg(search));
  const { isFetching, isError, refetch } = answer;
  const data = answer.data?.data;
  const rows = useMemo(() => {
    if (data === undefined) return undefined;
    const all = rowsOf ? rowsOf(data) : (data as unknown as readonly T[]);
    const compare = sortField ? sorters?.[sortField] : undefined;
    if (!compare || !sortOrder) return all;
    return [...all].sort(sortOrder === 'asc' ? compare : (a, b) => compare(b, a));
  }, [data, rowsOf, sorters, sortField, sortOrder]);
  const paged = useMemo<ListResult<T>>(
    () => ({
      data: rows && {
        data: { data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length },
      },
      isFetching,
      isError,
      refetch,
    }),
    [rows, page, pageSize, isFetching, isError, refetch],
  );
  return {
    /** The search the URL names, as the hook's argument was built from it. */
    search,
    /** The hook's whole answer (a total beside the rows). */
    answer,
    rows,
    tableQuery,
    table: { persistenceKey, tableQuery, result: paged },
  };
}
