import { useCallback, useMemo, useState } from 'react';
import type { ColumnsState } from '@ant-design/pro-components';
import { storage } from '@/lib/storage';

/** What a user chose for one column: shown, order and pinned side (ProTable's settings) and width. */
export type ColumnSetting = ColumnsState & { width?: number };
export type ColumnSettings = Record<string, ColumnSetting>;

export const columnSettingsKey = (persistenceKey: string) => `table-columns:${persistenceKey}`;

/**
 * Column settings kept in localStorage under a key that names the user and the table,
 * so each user finds their own columns again after a reload.
 */
export function useColumnSettings(persistenceKey: string) {
  const key = columnSettingsKey(persistenceKey);
  const [settings, setSettings] = useState<ColumnSettings>(() => storage.get<ColumnSettings>(key) ?? {});

  const update = useCallback(
    (next: ColumnSettings) => {
      setSettings((current) => {
        if (JSON.stringify(current) === JSON.stringify(next)) return current;
        storage.set(key, next);
        return next;
      });
    },
    [key],
  );

  /** ProTable reports shown/order/fixed of every column; widths stay as they were. */
  const setColumnsState = useCallback(
    (map: Record<string, ColumnsState>) => {
      const next: ColumnSettings = {};
      for (const [column, state] of Object.entries(map))
        next[column] = { ...state, width: settings[column]?.width };
      for (const [column, s] of Object.entries(settings))
        if (!(column in next) && s.width) next[column] = { width: s.width };
      update(next);
    },
    [settings, update],
  );

  const setWidth = useCallback(
    (column: string, width: number) => update({ ...settings, [column]: { ...settings[column], width } }),
    [settings, update],
  );

  const reset = useCallback(() => {
    storage.remove(key);
    setSettings({});
  }, [key]);

  const columnsState = useMemo(() => {
    const out: Record<string, ColumnsState> = {};
    for (const [column, { width: _width, ...state }] of Object.entries(settings)) out[column] = state;
    return out;
  }, [settings]);

  return { settings, columnsState, setColumnsState, setWidth, reset };
}
