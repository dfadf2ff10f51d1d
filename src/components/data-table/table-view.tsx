import { createContext, memo, useContext, type ReactNode } from 'react';
import { Space, Table, type TableProps } from 'antd';

/**
 * What changes with each page, search or selection: handed to the parts of the table that show it through
 * a context, so the ProTable around them (search form, toolbar, column settings) is not drawn again.
 */
export interface TableView {
  rows: readonly object[] | undefined;
  loading: boolean;
  pager: ReactNode;
  toolbar: ReactNode[];
  bulkActions: ReactNode;
}

const TableViewContext = createContext<TableView>({
  rows: undefined,
  loading: false,
  pager: null,
  toolbar: [],
  bulkActions: null,
});

export const TableViewProvider = TableViewContext.Provider;

/** antd's Table, drawn again only when one of its props changed (a new toolbar leaves the rows alone). */
const PureTable = memo(Table) as (props: TableProps<object>) => ReactNode;

function Rows({ table }: { table: TableProps<object> }) {
  const { rows, loading, pager } = useContext(TableViewContext);
  return (
    <>
      <PureTable {...table} rowKey="id" dataSource={rows} loading={loading} />
      {pager}
    </>
  );
}

/**
 * ProTable's `tableViewRender`: the rows and the pager come from the context. ProTable hands its table
 * props over without the row key (it gives its own table that apart); every list here is keyed by id.
 */
export const renderTableView = <T,>(table: TableProps<T>) => (
  <Rows table={table as unknown as TableProps<object>} />
);

/** ProTable's toolbar, from the context (a toolbar button's state changes without a ProTable render). */
export function ToolbarSlot() {
  const { toolbar } = useContext(TableViewContext);
  return <Space>{toolbar}</Space>;
}

/** The bulk actions in the selection bar, from the context. */
export function BulkActionsSlot() {
  return <>{useContext(TableViewContext).bulkActions}</>;
}
