import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildWorkbook, downloadBlob, type ExportColumn } from './excel';

export interface ExportRows<T> {
  rows: T[];
  /** Every row of the query; more than `rows` when the server capped the export. */
  total: number;
}

export interface ExportOptions<T> {
  fileName: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  /** Every row of the current query (same filters and sort as the list), as the server answers them. */
  fetchRows: () => Promise<ExportRows<T>>;
}

/** Exports the current query to an .xlsx file; says so when the server left rows out. */
export function useExport<T>({ fileName, sheetName, columns, fetchRows }: ExportOptions<T>) {
  const { t } = useTranslation('dataTable');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const key = `export-${fileName}`;
    setBusy(true);
    try {
      const { rows, total } = await fetchRows();
      if (!rows.length) {
        void message.warning({ key, content: t('exportEmpty') });
        return;
      }
      downloadBlob(await buildWorkbook(sheetName, columns, rows), fileName);
      if (rows.length < total)
        void message.warning({ key, content: t('exportCapped', { count: rows.length, total }) });
      else void message.success({ key, content: t('exported', { count: rows.length }) });
    } catch (e) {
      // a refusal from the server carries its message (RTK Query's unwrap throws the ApiError)
      const msg = (e as { msg?: unknown } | null)?.msg;
      void message.error({ key, content: typeof msg === 'string' && msg ? msg : t('exportFailed') });
    } finally {
      setBusy(false);
    }
  };

  return { run, busy };
}
