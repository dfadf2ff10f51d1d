import { createContext, memo, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SummaryCells, type SummaryRow } from './SummaryCells';

/**
 * What changes with each page, search or selection: handed to the parts of the table that show it through
 * a context, so the ProTable around them (search form, toolbar, column settings) is not drawn again.
 */
export interface TableView {
  rows: readonly object[] | undefined;
  /** The field that tells rows apart (ProTable hands its table props over without it). */
  rowKey: string;
  /** A row under the rows in the table's footer (a total), or none. */
  summary: SummaryRow | undefined;
  loading: boolean;
  pager: ReactNode;
  toolbar: ReactNode[];
  bulkActions: ReactNode;
}

const TableViewContext = createContext<TableView>({
  rows: undefined,
  rowKey: 'id',
  summary: undefined,
  loading: false,
  pager: null,
  toolbar: [],
  bulkActions: null,
});

export const TableViewProvider = TableViewContext.Provider;

/** antd's Table, drawn again only when one of its props changed (a new toolbar leaves the rows alone). */
const PureTable = memo(Table) as (props: TableProps<object>) => ReactNode;

function Rows({ table }: { table: TableProps<object> }) {
  const { rows, rowKey, summary, loading, pager } = useContext(TableViewContext);
  const box = useScrollRegion();
  const { columns, rowSelection, expandable } = table;
  // the cells follow the columns as shown (the user's order, the hidden ones left out), after the columns
  // antd adds before them: the selection's boxes and the expand buttons
  const leading = (rowSelection ? 1 : 0) + (expandable?.expandedRowRender ? 1 : 0);
  const drawSummary = useMemo(
    () => summary && (() => <SummaryCells summary={summary} columns={columns ?? []} leading={leading} />),
    [summary, columns, leading],
  );
  return (
    <>
      <div ref={box}>
        <PureTable {...table} rowKey={rowKey} dataSource={rows} loading={loading} summary={drawSummary} />
      </div>
      {pager}
    </>
  );
}

/**
 * The table scrolls sideways inside antd's own box, which a keyboard cannot reach when the rows hold no link or
 * button: that box becomes a named region in the tab order (arrow keys then scroll it). antd offers no prop for
 * it, so it is marked after each draw.
 */
function useScrollRegion() {
  const { t } = useTranslation('dataTable');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = box.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!scroller || scroller.tabIndex === 0) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', t('scrollRegion'));
  });
  return box;
}

/** ProTable's `tableViewRender`: the rows, their key, the summary row and the pager come from the context. */
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
