import { useMemo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { useTableQuery, type ListResult } from '@/components/data-table';
import { selectUser } from '@/store/session.slice';

/** What an unpaged list hook (the whole list in one answer) gives. */
interface WholeListResult<T> {
  data?: { data: T[] };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const NO_KEYS: readonly string[] = [];

/**
 * useListPage for a list the server answers whole (a few API tokens): DataTable's props, with the page
 * and page size still in the URL and the page cut from the answer here.
 */
export function useLocalListPage<T>(result: WholeListResult<T>, table: string) {
  const username = useAppSelector(selectUser)?.username ?? '';
  const persistenceKey = `${username}:${table}`;
  const tableQuery = useTableQuery({ filterKeys: NO_KEYS, persistenceKey });
  const { page, pageSize } = tableQuery.query;
  const all = result.data?.data;
  const { isFetching, isError, refetch } = result;
  const paged = useMemo<ListResult<T>>(
    () => ({
      data: all && { data: { data: all.slice((page - 1) * pageSize, page * pageSize), total: all.length } },
      isFetching,
      isError,
      refetch,
    }),
    [all, page, pageSize, isFetching, isError, refetch],
  );
  return {
    tableQuery,
    result: paged,
    table: { persistenceKey, tableQuery, result: paged },
  };
}
