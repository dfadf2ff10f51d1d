import { useEffect, type ReactNode } from 'react';
import { Card, Empty, Input, Pagination, Space, Spin } from 'antd';
import type { OwnerListState } from './use-owner-list';
import styles from './owner-list.styles';

export interface OwnerListProps<T extends { id: number }> {
  /** From `useOwnerList().state`. */
  list: OwnerListState;
  title: string;
  searchLabel: string;
  emptyText: string;
  /** Pickers between the search box and the actions. */
  filters?: ReactNode;
  actions: ReactNode;
  /** The page's rows; undefined until the first answer. */
  rows: T[] | undefined;
  fetching: boolean;
  total: number;
  pageSize: number;
  selectedId: number | null;
  /** Click: select this row; `replace` for a selection the list makes by itself. */
  onSelect(id: number | null, replace?: boolean): void;
  /** Double-click: open its detail. */
  onOpen(id: number): void;
  /** The inside of a row's select button: texts only (a control inside a button cannot be reached). */
  renderItem(row: T): ReactNode;
  /** Controls of a row, beside its select button (e.g. a toggle for its details). */
  renderAside?(row: T): ReactNode;
  /** Shown under a row (e.g. its details once toggled open). */
  renderDetails?(row: T): ReactNode;
  /** The list's dialogs. */
  children?: ReactNode;
}

/**
 * The list on the left of the robot scripts and the assistant plans (SCRIPT-01..08, PLAN-01..05): search,
 * actions, a single-select list (click selects, double-click opens) and simple paging. Each row is a button
 * (the selected one aria-current) with its own controls beside it, so a keyboard reaches both.
 */
export function OwnerList<T extends { id: number }>(props: OwnerListProps<T>) {
  const { list, rows, fetching, selectedId, onSelect, onOpen } = props;

  // SCRIPT-04, SCRIPT-46, PLAN-35: an answer makes the selection the list is waiting for.
  useEffect(() => {
    if (!rows || fetching) return;
    const pending = list.takePending();
    if (pending.kind === 'first' && selectedId === null) onSelect(rows[0]?.id ?? null, true);
    if (pending.kind === 'position') onSelect((rows[pending.index] ?? rows[0])?.id ?? null, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, fetching]);

  const items = rows ?? [];
  return (
    <Card title={props.title} size="small" style={styles.card} styles={{ body: styles.body }}>
      <Space orientation="vertical" style={styles.full} size={8}>
        <Input.Search
          allowClear
          placeholder={props.searchLabel}
          aria-label={props.searchLabel}
          value={list.typed}
          onChange={(e) => list.setTyped(e.target.value)}
          onSearch={(v) => {
            list.setKeyword(v.trim());
            list.setPage(1);
          }}
        />
        {props.filters}
        {props.actions}
        <Spin spinning={fetching}>
          <ul aria-label={props.title} style={styles.list}>
            {items.map((row) => (
              <li
                key={row.id}
                style={row.id === selectedId ? styles.itemActive : styles.item}
                onClick={() => {
                  // A click wins over a selection still on its way.
                  list.takePending();
                  if (row.id !== selectedId) onSelect(row.id);
                }}
                onDoubleClick={() => {
                  list.takePending();
                  onOpen(row.id);
                }}
              >
                <button type="button" aria-current={row.id === selectedId} style={styles.pick}>
                  {props.renderItem(row)}
                </button>
                {props.renderAside?.(row)}
                {props.renderDetails?.(row)}
              </li>
            ))}
          </ul>
          {!items.length && !fetching && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
          )}
        </Spin>
        <Pagination
          simple
          size="small"
          current={list.page}
          pageSize={props.pageSize}
          total={props.total}
          onChange={list.setPage}
          hideOnSinglePage
        />
      </Space>
      {props.children}
    </Card>
  );
}
