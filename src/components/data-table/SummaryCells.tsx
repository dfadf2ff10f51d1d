import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';

/** A row under a list's rows, in the table's footer: a total, say. */
export interface SummaryRow {
  /** What the row is (合计): drawn in its first cell. */
  label: ReactNode;
  /** Each column's text by the column's key; a column without one stays empty. */
  cells: Readonly<Record<string, ReactNode>>;
}

interface Props {
  summary: SummaryRow;
  /** The columns as the table shows them (the user's order, without the hidden ones). */
  columns: TableColumnsType<object>;
  /** The columns antd draws before them (the selection's boxes, the expand buttons). */
  leading: number;
}

/**
 * A summary row laid under the columns as shown, so a column the user moved or hid takes its figure along:
 * the label spans the added columns and the leading columns without a figure (a name, a department);
 * when the first column shown has a figure, the label goes before it in the same cell.
 */
export function SummaryCells({ summary: { label, cells }, columns, leading }: Props) {
  const keys = columns.map((c) => String(c.key));
  const firstValued = keys.findIndex((k) => k in cells);
  const labelled = firstValued < 0 ? keys.length : firstValued;
  const labelSpan = leading + labelled;
  const rest = columns.slice(labelled);
  return (
    <Table.Summary>
      <Table.Summary.Row>
        {labelSpan > 0 && (
          <Table.Summary.Cell index={0} colSpan={labelSpan}>
            {label}
          </Table.Summary.Cell>
        )}
        {rest.map((c, i) => {
          const text = cells[String(c.key)];
          return (
            <Table.Summary.Cell key={String(c.key)} index={labelSpan + i} align={c.align}>
              {labelSpan === 0 && i === 0 ? (
                <>
                  {label} {text}
                </>
              ) : (
                text
              )}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
