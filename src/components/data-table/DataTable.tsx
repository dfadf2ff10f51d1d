import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import { Alert, Button, Pagination, Space, type TableProps } from 'antd';
import { ProTable, type ProColumns, type ProFormInstance } from '@ant-design/pro-components';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { SearchPlaceholder, useSearchHeight } from './SearchPlaceholder';
import { SelectAllTitle } from './SelectAllTitle';
import type { SummaryRow } from './SummaryCells';
import { useShownColumns } from './table-columns';
import {
  BulkActionsSlot,
  renderTableView,
  TableViewProvider,
  ToolbarSlot,
  type TableView,
} from './table-view';
import { useColumnSettings } from './use-column-settings';
import { useStableHandler } from './use-stable-handler';
import { useUnstableColumnsWarning } from './use-unstable-columns-warning';
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

export interface DataTableProps<T extends object> {
  /** Names the user and the table: column settings are kept under it. */
  persistenceKey: string;
  /** The field that tells rows apart: `id` unless the rows are keyed otherwise (a report's `staff_id`). */
  rowKey?: keyof T & string;
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
  /**
   * A row under the rows, in the table's footer (a report's total): each column's text by its key, laid under
   * the columns as the user shows them. Give the same object while it shows the same (useMemo).
   */
  summary?: SummaryRow;
  /** Rows that open to show more under them (antd's `expandable`); a constant or memoised. */
  expandable?: TableProps<T>['expandable'];
}

/** How long a page must stay on screen before the next one is fetched ahead (skips pages paged past). */
const NEXT_PAGE_DELAY_MS = 300;

const PAGE_SIZES = [10, 20, 50, 100];
const PAGER_STYLE = { margin: '16px 0', justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 8 } as const;
const COMPONENTS = { header: { cell: ResizableHeaderCell } };

const selectAllTitle = (checkbox: ReactNode) => <SelectAllTitle checkbox={checkbox} />;

/** Columns that are no search field whatever their `search` says. */
const NOT_SEARCHED = ['option', 'index', 'indexBorder'];

const sameFilters = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The console's list screen: a ProTable whose page, sort and search live in the URL (useTableQuery),
 * fetched server-side by an RTK Query hook, with per-user column settings (shown, order, pinned, width),
 * bulk actions on selected rows, and a failed load that keeps the rows on screen.
 *
 * A page change draws the rows and the pager only: the ProTable around them is one memoized element, and
 * what changes with the data reaches the table, the toolbar and the selection bar through a context.
 */
export function DataTable<T extends object>({
  persistenceKey,
  rowKey = 'id' as keyof T & string,
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
  summary,
  expandable,
}: DataTableProps<T>) {
  const { t } = useTranslation(['dataTable', 'common']);
  useUnstableColumnsWarning(columns, persistenceKey);
  const { query, setPage, setSort, setFilters } = tableQuery;
  const { settings, columnsState: chosen, setColumnsState, setWidth } = useColumnSettings(persistenceKey);
  const columnsState = useMemo(() => {
    const value = {
      ...Object.fromEntries((defaultHidden ?? []).map((k) => [k, { show: false }])),
      ...chosen,
    };
    return {
      value,
      // ProTable hands the value it was given back to onChange, from inside a state update of its own:
      // that echo is no change (and storing it would update this table while React renders ProTable).
      onChange: (next: typeof value) => {
        if (next !== value) setColumnsState(next);
      },
    };
  }, [defaultHidden, chosen, setColumnsState]);
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

  // the form starts from the URL; later URL changes reach it through the effect above (a form takes its
  // initial values once, and ProForm warns when they change)
  // (ProTable's search form drops the columns' rules unless told not to: a screen's search rules apply)
  const [form] = useState(() => ({
    initialValues: JSON.parse(filtersKey) as Record<string, unknown>,
    ignoreRules: false,
  }));

  const shownColumns = useShownColumns(columns, settings, query, setWidth, t);

  // The rows are new objects whenever the columns change: a column drawn differently redraws every cell
  // (which otherwise draw again only for a new row).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- new columns must give new rows
  const rows = useMemo(() => page?.data.map((row) => ({ ...row })), [page?.data, shownColumns]);

  const searchFields = shownColumns
    .filter((c) => c.search !== false && !NOT_SEARCHED.includes(String(c.valueType)))
    .map((c) => String(c.key));
  const collapsible = collapsedSearch?.length ? collapsedSearch : undefined;
  const [searchCollapsed, setSearchCollapsed] = useState(true);
  const collapsedFilterSet = Boolean(collapsible?.some((k) => query.filters[k] !== undefined));
  useEffect(() => {
    if (collapsedFilterSet) setSearchCollapsed(false);
  }, [collapsedFilterSet]);
  const openFields = searchFields.filter((k) => !collapsible?.includes(k)).length;
  const search = useMemo(() => {
    if (noSearch) return false as const;
    if (!collapsedSearch?.length) return { labelWidth: 'auto' as const, defaultCollapsed: false };
    return {
      labelWidth: 'auto' as const,
      collapsed: searchCollapsed,
      onCollapse: setSearchCollapsed,
      defaultFormItemsNumber: openFields,
    };
  }, [noSearch, collapsedSearch, searchCollapsed, openFields, setSearchCollapsed]);

  // The rows first, the search form in the render after them: drawing its fields took 300–600 ms at 4× CPU in
  // the same render as a list's first rows. Until then a box of the form's height keeps the table still.
  const answered = page !== undefined || !result.isFetching;
  const searchDrawn = useDeferredValue(answered, false);
  const searchHeight = useSearchHeight(persistenceKey, openFields);
  const searchFormRender = useCallback(
    (_props: unknown, form: ReactNode) =>
      searchDrawn ? (
        <div ref={searchHeight.box}>{form}</div>
      ) : (
        <SearchPlaceholder height={searchHeight.last} />
      ),
    [searchDrawn, searchHeight],
  );

  const scrollWidth = shownColumns.reduce(
    (sum, c) =>
      sum + (c.hideInTable || columnsState.value[String(c.key)]?.show === false ? 0 : Number(c.width ?? 120)),
    bulkActions ? 48 : 0,
  );

  const submit = useStableHandler((values: Record<string, unknown>) => {
    const filters = toFilterValues(values);
    if (!sameFilters(filters, query.filters)) setFilters(filters);
  });
  const reset = useStableHandler(() => {
    if (Object.keys(query.filters).length) setFilters({});
  });
  const sort = useStableHandler((sorter: SorterResult<T> | SorterResult<T>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
    setSort(order ? String(s?.columnKey ?? s?.field) : undefined, order);
  });
  const reload = useStableHandler(() => void result.refetch());
  const changePage = (current: number, pageSize: number) => {
    // a new page size starts again at page 1, as setPage does
    prefetch?.({ ...query, pageSize, page: pageSize === query.pageSize ? current : 1 });
    setPage(current, pageSize);
  };

  const clear = useCallback(() => setSelected([]), []);
  const selectable = Boolean(bulkActions);
  const rowSelection = useMemo(
    () =>
      selectable && {
        selectedRowKeys: selected,
        onChange: setSelected,
        preserveSelectedRowKeys: true,
        columnTitle: selectAllTitle,
        // antd names the box "Select all"
        getTitleCheckboxProps: () => ({ 'aria-label': t('selectAll') }),
      },
    [selectable, selected, t],
  );
  const hasToolbar = Boolean(toolBarRender);

  const frame = useMemo(
    () => (
      <ProTable<T>
        rowKey={rowKey}
        headerTitle={headerTitle}
        columns={shownColumns}
        formRef={formRef}
        form={form}
        search={search}
        searchFormRender={searchFormRender}
        onSubmit={submit}
        onReset={reset}
        options={{ reload, density: true, setting: { draggable: true } }}
        columnsState={columnsState}
        components={COMPONENTS}
        // Fixed layout from the columns' widths: the browser lays a page out without measuring every cell.
        tableLayout="fixed"
        scroll={{ x: scrollWidth }}
        toolBarRender={hasToolbar ? () => [<ToolbarSlot key="toolbar" />] : undefined}
        // The pager is the table's own: ProTable's would keep a page state of its own in step with ours and,
        // on each change, run its empty fetch (loading on, data, loading off): three more renders.
        pagination={false}
        tableViewRender={renderTableView}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') sort(sorter);
        }}
        rowSelection={rowSelection}
        expandable={expandable}
        tableAlertRender={({ selectedRowKeys }) => t('selected', { count: selectedRowKeys.length })}
        tableAlertOptionRender={() => <BulkActionsSlot />}
      />
    ),
    [
      rowKey,
      headerTitle,
      shownColumns,
      form,
      search,
      searchFormRender,
      submit,
      reset,
      reload,
      columnsState,
      scrollWidth,
      hasToolbar,
      sort,
      rowSelection,
      expandable,
      t,
    ],
  );

  const view: TableView = {
    rows,
    rowKey,
    summary,
    loading: result.isFetching,
    pager: (
      <Pagination
        style={PAGER_STYLE}
        current={query.page}
        pageSize={query.pageSize}
        total={page?.total ?? 0}
        showTotal={(total, [from, to]) => t('total', { from, to, total })}
        showSizeChanger
        showQuickJumper
        pageSizeOptions={PAGE_SIZES}
        onChange={changePage}
      />
    ),
    toolbar: toolBarRender?.() ?? [],
    bulkActions: (
      <Space size="middle">
        {bulkActions?.(selected.map(Number), clear)}
        <Button type="link" size="small" onClick={clear}>
          {t('clearSelection')}
        </Button>
      </Space>
    ),
  };

  return (
    <>
      {result.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={reload}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      <TableViewProvider value={view}>{frame}</TableViewProvider>
    </>
  );
}
