import { Button } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { DataTable, type ListResult } from './DataTable';
import { DEFAULT_PAGE_SIZE, type useTableQuery } from './use-table-query';

interface Row {
  id: number;
  name: string;
  state: string;
  day: string;
  amount: number;
}

// Never shown: the titles and values only need to be there, in the kinds of fields the lists use.
const COLUMNS: ProColumns<Row>[] = [
  { key: 'name', dataIndex: 'name', title: 'name', width: 160 },
  { key: 'state', dataIndex: 'state', title: 'state', valueType: 'select', valueEnum: { a: { text: 'a' } } },
  { key: 'day', dataIndex: 'day', title: 'day', valueType: 'dateRange', width: 180 },
  { key: 'amount', dataIndex: 'amount', title: 'amount', valueType: 'money', search: false },
  { key: 'option', title: 'option', valueType: 'option', render: () => [<a key="a">a</a>] },
];
const ROWS: Row[] = [{ id: 1, name: 'a', state: 'a', day: '2026-01-01', amount: 1 }];
const RESULT: ListResult<Row> = {
  data: { data: { data: ROWS, total: ROWS.length } },
  isFetching: false,
  isError: false,
  refetch: () => undefined,
};
const QUERY = {
  query: { page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} },
  setPage: () => undefined,
  setSort: () => undefined,
  setFilters: () => undefined,
} as ReturnType<typeof useTableQuery>;
const toolbar = () => [<Button key="a">a</Button>];
const bulkActions = () => <Button>a</Button>;

/**
 * A list drawn once off the page (into a detached element) when the signed-in shell is idle, and kept: the
 * kit's code has run once (compiled) before a user's first list, and pro-components' generated styles for the
 * table, search form and toolbar stay in use (antd's come from its stylesheet). A generated style is dropped
 * when its last user unmounts, so without this every list screen would generate them again, list after list.
 */
export function WarmUpTable() {
  return (
    <DataTable
      persistenceKey="warm-up"
      columns={COLUMNS}
      tableQuery={QUERY}
      result={RESULT}
      toolBarRender={toolbar}
      bulkActions={bulkActions}
    />
  );
}
