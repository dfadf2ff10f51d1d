import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storage } from '@/lib/storage';

export type SortOrder = 'asc' | 'desc';
export type FilterValues = Record<string, string | string[] | undefined>;

export interface TableQuery {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** The search form's values as typed, strings (lists for multi-value fields). */
  filters: FilterValues;
}

export interface TableQueryOptions {
  /** Search form fields that the URL keeps; others are ignored. */
  filterKeys: readonly string[];
  /** Fields that hold several values (repeated in the URL). */
  listKeys?: readonly string[];
  /**
   * Names the user and the table (`<user>:<table>`): the page size the user picks there is kept and is the
   * table's size until they pick another. Without it the size is the spec's.
   */
  persistenceKey?: string;
  /** URL parameters the page owns (a chosen plan, say): the table keeps them as they are. */
  keepKeys?: readonly string[];
  /** The table's page size until the user picks one (a short list inside a page); else the spec's. */
  defaultSize?: number;
}

const NO_KEYS: readonly string[] = [];
/** Spec §9: "List and group-call page size: 10". */
export const DEFAULT_PAGE_SIZE = 10;

export const pageSizeKey = (persistenceKey: string) => `table-size:${persistenceKey}`;

/** The page size the user last picked for the table, or the table's default. */
export const storedSize = (persistenceKey: string | undefined, defaultSize = DEFAULT_PAGE_SIZE) => {
  const size = persistenceKey ? storage.get<number>(pageSizeKey(persistenceKey)) : undefined;
  return typeof size === 'number' && Number.isInteger(size) && size > 0 ? size : defaultSize;
};
/** The search an address names: the table's fields, several values for the list fields. */
export function filtersOf(
  params: URLSearchParams,
  filterKeys: readonly string[],
  listKeys: readonly string[] = NO_KEYS,
): FilterValues {
  const filters: FilterValues = {};
  for (const key of filterKeys) {
    if (listKeys.includes(key)) {
      const values = params.getAll(key).filter(Boolean);
      if (values.length) filters[key] = values;
    } else {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
  }
  return filters;
}

const RESERVED = { page: 'page', size: 'size', sort: 'sort', order: 'order' } as const;

/**
 * A table's query (page, page size, sort, search form) kept in the URL, so back, forward and reload return
 * to the same view and a view can be shared as a link. Every change is a new history entry. The URL names the
 * page size only when it is not the user's own for the table (the one they last picked there).
 */
export function useTableQuery({
  filterKeys,
  listKeys = NO_KEYS,
  persistenceKey,
  keepKeys = NO_KEYS,
  defaultSize,
}: TableQueryOptions) {
  const [params, setParams] = useSearchParams();
  const [ownSize, setOwnSize] = useState(() => storedSize(persistenceKey, defaultSize));

  const query = useMemo<TableQuery>(() => {
    const filters = filtersOf(params, filterKeys, listKeys);
    const order = params.get(RESERVED.order);
    return {
      page: Math.max(1, Number(params.get(RESERVED.page)) || 1),
      pageSize: Math.max(1, Number(params.get(RESERVED.size)) || ownSize),
      sortField: params.get(RESERVED.sort) ?? undefined,
      sortOrder: order === 'asc' || order === 'desc' ? order : undefined,
      filters,
    };
  }, [params, filterKeys, listKeys, ownSize]);

  const write = useCallback(
    (next: TableQuery, size = ownSize) => {
      const out = new URLSearchParams();
      for (const key of keepKeys) params.getAll(key).forEach((v) => out.append(key, v));
      if (next.page > 1) out.set(RESERVED.page, String(next.page));
      if (next.pageSize !== size) out.set(RESERVED.size, String(next.pageSize));
      if (next.sortField && next.sortOrder) {
        out.set(RESERVED.sort, next.sortField);
        out.set(RESERVED.order, next.sortOrder);
      }
      for (const key of filterKeys) {
        const value = next.filters[key];
        if (Array.isArray(value)) value.forEach((v) => out.append(key, v));
        else if (value) out.set(key, value);
      }
      setParams(out);
    },
    [setParams, params, filterKeys, keepKeys, ownSize],
  );

  return {
    query,
    setPage: (page: number, pageSize = query.pageSize) => {
      if (pageSize === query.pageSize) return write({ ...query, page });
      // a picked size is the user's size for this table from now on, and a new size starts at page 1
      if (!persistenceKey) return write({ ...query, page: 1, pageSize });
      storage.set(pageSizeKey(persistenceKey), pageSize);
      setOwnSize(pageSize);
      write({ ...query, page: 1, pageSize }, pageSize);
    },
    setSort: (sortField?: string, sortOrder?: SortOrder) =>
      write({ ...query, page: 1, sortField, sortOrder }),
    /** A new search starts again at page 1. */
    setFilters: (filters: FilterValues) => write({ ...query, page: 1, filters }),
  };
}

/** Form values to URL filter values: empty values go, numbers and dates become strings. */
export function toFilterValues(values: Record<string, unknown>): FilterValues {
  const out: FilterValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value == null || value === '') continue;
    if (Array.isArray(value)) {
      const list = value.filter((v) => v != null && v !== '').map(String);
      if (list.length) out[key] = list;
    } else out[key] = String(value).trim() || undefined;
  }
  return out;
}
