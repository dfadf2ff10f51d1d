import { useMemo } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { CLIPPED_STYLE } from '@/components/clipped-text';
import type { TFunction } from 'i18next';
import type { ColumnSettings } from './use-column-settings';
import type { TableQuery } from './use-table-query';

export const columnKey = <T,>(c: ProColumns<T>): string =>
  String(c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : c.dataIndex));

const rowChanged = (row: unknown, previous: unknown) => row !== previous;

const valueAt = (record: unknown, dataIndex: ProColumns['dataIndex']): unknown =>
  [dataIndex ?? []]
    .flat()
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k as string], record);

/**
 * ProTable draws an `ellipsis` column's every cell as a measured Typography (a resize observer, a
 * measuring render and a tooltip per cell); clipping the cell and giving it the value as its title costs
 * nothing.
 */
function withPlainEllipsis<T>(column: ProColumns<T>): ProColumns<T> {
  if (!column.ellipsis) return column;
  const { ellipsis: _ellipsis, onCell, ...rest } = column;
  return {
    ...rest,
    onCell: (record, index) => {
      const value = valueAt(record, column.dataIndex);
      const own = onCell?.(record, index);
      return {
        ...own,
        style: { ...CLIPPED_STYLE, ...own?.style },
        title: value == null || typeof value === 'object' ? undefined : String(value),
      };
    },
  };
}

/**
 * The screen's columns as the table shows them: the user's widths (with a resize handle in each header),
 * the URL's sort, plain ellipsis, and cells that draw again only for a new row (shouldCellUpdate), so the
 * table's re-renders for its own state (selection, loading) leave them alone.
 */
export function useShownColumns<T>(
  columns: ProColumns<T>[],
  settings: ColumnSettings,
  query: Pick<TableQuery, 'sortField' | 'sortOrder'>,
  setWidth: (key: string, width: number) => void,
  t: TFunction<'dataTable'>,
) {
  const { sortField, sortOrder } = query;
  return useMemo(
    () =>
      columns.map((c): ProColumns<T> => {
        const key = columnKey(c);
        const width = settings[key]?.width ?? c.width;
        const order = c.sorter && sortField === key ? (sortOrder === 'asc' ? 'ascend' : 'descend') : null;
        return {
          ...withPlainEllipsis(c),
          key,
          width,
          // the row's actions stay in sight when the table scrolls sideways (at 1280 px most lists do)
          ...(c.valueType === 'option' && c.fixed === undefined ? { fixed: 'right' as const } : {}),
          shouldCellUpdate: rowChanged,
          ...(c.sorter ? { sortOrder: order } : {}),
          onHeaderCell: () =>
            ({
              width,
              onResizeEnd: c.hideInTable ? undefined : (w: number) => setWidth(key, w),
              resizeLabel: t('resizeColumn'),
            }) as React.HTMLAttributes<HTMLElement>,
        };
      }),
    [columns, settings, sortField, sortOrder, setWidth, t],
  );
}
