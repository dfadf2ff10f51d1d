import { useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { Alert, Button, Space } from 'antd';
import { ProTable, type ProColumns, type ProFormInstance } from '@ant-design/pro-components';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { useColumnSettings } from './use-column-settings';
import { toFilterValues, type TableQuery, type useTableQuery } from './use-table-query';

export interface PageResult<T> {
  data: T[];
  total: number;
}

/** The parts of an RTK Query list hook's result the table reads. */
export interface ListResult<T> {
  data?: { data: PageResult<T> };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<T extends { id: number }> {
  /** Names the user and the table: column settings are kept under it. */
  persistenceKey: string;
  columns: ProColumns<T>[];
  tableQuery: ReturnType<typeof useTableQuery>;
  result: ListResult<T>;
  headerTitle?: ReactNode;
  toolBarRender?: () => ReactNode[];
  /** Actions on the selected rows; without it the rows are not selectable. */
  bulkActions?: (ids: number[], clear: () => void) => ReactNode;
  /** Hides the search form (a screen without filters). */
  noSearch?: boolean;
  /** Columns hidden until the user shows them in the column settings. */
  defaultHidden?: string[];
  /**
   * Search fields kept behind the search form's expand link (they must be the last ones): the form stays dense.
   * It opens by itself when one of them has a value in the URL.
   */
  collapsedSearch?: string[];
  /**
   * Starts loading another view of the list into the cache (an RTK Query prefetch with the list's
   * arguments for that query): a page change asks for its page before the URL changes, and the page
   * after the one shown is fetched ahead, so paging forward shows rows without a loading round.
   */
  prefetch?: (query: TableQuery) => void;
}

/** How long a page must stay on screen before the next one is fetched ahead (skips pages paged past). */
const NEXT_PAGE_DELAY_MS = 300;

/** Columns that are no search field whatever their `search` says. */
const NOT_SEARCHED = ['option', 'index', 'indexBorder'];

const columnKey = <T,>(c: ProColumns<T>): string =>
  String(c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : c.dataIndex));

const sameFilters = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The console's list screen: a ProTable whose page, sort and search live in the URL (useTableQuery),
 * fetched server-side by an RTK Query hook, with per-user column settings (shown, order, pinned, width),
 * bulk actions on selected rows, and a failed load that keeps the rows on screen.
 */
export function DataTable<T extends { id: number }>({
  persistenceKey,
  columns,
  tableQuery,
  result,
  headerTitle,
  toolBarRender,
  bulkActions,
  noSearch,
  defaultHidden,
  collapsedSearch,
  prefetch,
}: DataTableProps<T>) {
  const { t } = useTranslation(['dataTable', 'common']);
  const { query, setPage, setSort, setFilters } = tableQuery;
  const { settings, columnsState: chosen, setColumnsState, setWidth } = useColumnSettings(persistenceKey);
  const columnsState = useMemo(
    () => ({ ...Object.fromEntries((defaultHidden ?? []).map((k) => [k, { show: false }])), ...chosen }),
    [defaultHidden, chosen],
  );
  const formRef = useRef<ProFormInstance>(undefined);
  const [selected, setSelected] = useState<Key[]>([]);
  const page = result.data?.data;

  // Once a page is shown, the next one is fetched ahead while the user reads this one.
  const hasNextPage = !!page && query.page * query.pageSize < page.total;
  useEffect(() => {
    if (!prefetch || !hasNextPage || result.isFetching) return;
    const timer = setTimeout(() => prefetch({ ...query, page: query.page + 1 }), NEXT_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefetch, hasNextPage, result.isFetching, query]);

  // Back/forward change the URL under the form: show what the URL says (only when the search changed).
  const filtersKey = JSON.stringify(query.filters);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const filters = JSON.parse(filtersKey) as Record<string, unknown>;
    if (sameFilters(toFilterValues(form.getFieldsValue() as Record<string, unknown>), filters)) return;
    const blank = Object.fromEntries(Object.keys(form.getFieldsValue(true) ?? {}).map((k) => [k, undefined]));
    form.setFieldsValue({ ...blank, ...filters });
  }, [filtersKey]);

  // A new object each render would make ProTable treat its search form as new on every page change.
  const form = useMemo(
    () => ({ initialValues: JSON.parse(filtersKey) as Record<string, unknown> }),
    [filtersKey],
  );

  const shownColumns = useMemo(
    () =>
      columns.map((c): ProColumns<T> => {
        const key = columnKey(c);
        const width = settings[key]?.width ?? c.width;
        const sortOrder =
          c.sorter && query.sortField === key ? (query.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
        return {
          ...c,
          key,
          width,
          ...(c.sorter ? { sortOrder } : {}),
          onHeaderCell: () =>
            ({
              width,
              onResizeEnd: c.hideInTable ? undefined : (w: number) => setWidth(key, w),
              resizeLabel: t('resizeColumn'),
            }) as React.HTMLAttributes<HTMLElement>,
        };
      }),
    [columns, settings, query.sortField, query.sortOrder, setWidth, t],
  );

  const searchFields = shownColumns
    .filter((c) => c.search !== false && !NOT_SEARCHED.includes(String(c.valueType)))
    .map((c) => String(c.key));
  const collapsible = collapsedSearch?.length ? collapsedSearch : undefined;
  const [searchCollapsed, setSearchCollapsed] = useState(true);
  const collapsedFilterSet = Boolean(collapsible?.some((k) => query.filters[k] !== undefined));
  useEffect(() => {
    if (collapsedFilterSet) setSearchCollapsed(false);
  }, [collapsedFilterSet]);
  const searchConfig = collapsible
    ? {
        labelWidth: 'auto' as const,
        collapsed: searchCollapsed,
        onCollapse: setSearchCollapsed,
        defaultFormItemsNumber: searchFields.filter((k) => !collapsible.includes(k)).length,
      }
    : { labelWidth: 'auto' as const, defaultCollapsed: false };

  const scrollWidth = shownColumns.reduce(
    (sum, c) =>
      sum + (c.hideInTable || columnsState[String(c.key)]?.show === false ? 0 : Number(c.width ?? 120)),
    bulkActions ? 48 : 0,
  );

  const clear = () => setSelected([]);

  return (
    <>
      {result.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void result.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      <ProTable<T>
        rowKey="id"
        headerTitle={headerTitle}
        columns={shownColumns}
        dataSource={page?.data}
        loading={result.isFetching}
        formRef={formRef}
        form={form}
        search={noSearch ? false : searchConfig}
        onSubmit={(values) => {
          const filters = toFilterValues(values as Record<string, unknown>);
          if (!sameFilters(filters, query.filters)) setFilters(filters);
        }}
        onReset={() => {
          if (Object.keys(query.filters).length) setFilters({});
        }}
        options={{ reload: () => void result.refetch(), density: true, setting: { draggable: true } }}
        columnsState={{ value: columnsState, onChange: setColumnsState }}
        components={{ header: { cell: ResizableHeaderCell } }}
        // Fixed layout from the columns' widths: the browser lays a page out without measuring every cell.
        tableLayout="fixed"
        scroll={{ x: scrollWidth }}
        toolBarRender={toolBarRender}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: [10, 20, 50, 100],
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'paginate') {
            const pageSize = pagination.pageSize ?? query.pageSize;
            // a new page size starts again at page 1, as setPage does
            const next = {
              ...query,
              pageSize,
              page: pageSize === query.pageSize ? (pagination.current ?? 1) : 1,
            };
            prefetch?.(next);
            setPage(pagination.current ?? 1, pageSize);
          }
          if (extra.action === 'sort') {
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
            const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
            setSort(order ? String(s?.columnKey ?? s?.field) : undefined, order);
          }
        }}
        rowSelection={
          bulkActions && {
            selectedRowKeys: selected,
            onChange: setSelected,
            preserveSelectedRowKeys: true,
          }
        }
        tableAlertRender={({ selectedRowKeys }) => t('selected', { count: selectedRowKeys.length })}
        tableAlertOptionRender={() => (
          <Space size="middle">
            {bulkActions?.(selected.map(Number), clear)}
            <a onClick={clear}>{t('clearSelection')}</a>
          </Space>
        )}
      />
    </>
  );
}
