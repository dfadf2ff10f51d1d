import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildWorkbook, downloadBlob, type ExportColumn } from './excel';

export interface ExportPage<T> {
  rows: T[];
  total: number;
}

export interface ExportOptions<T> {
  fileName: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  /** One page of the current query, as the list shows it (same filters and sort). */
  fetchPage: (page: number, limit: number) => Promise<ExportPage<T>>;
}

const EXPORT_PAGE = 1000;

/** Exports every row of the current query (all pages) to an .xlsx file, with progress. */
export function useExport<T>({ fileName, sheetName, columns, fetchPage }: ExportOptions<T>) {
  const { t } = useTranslation('dataTable');
  const { message } = App.useApp();
  const [progress, setProgress] = useState<{ done: number; total: number }>();

  const run = async () => {
    const key = `export-${fileName}`;
    try {
      setProgress({ done: 0, total: 0 });
      const first = await fetchPage(1, EXPORT_PAGE);
      const rows = [...first.rows];
      setProgress({ done: rows.length, total: first.total });
      for (let page = 2; rows.length < first.total; page++) {
        const next = await fetchPage(page, EXPORT_PAGE);
        if (!next.rows.length) break;
        rows.push(...next.rows);
        setProgress({ done: rows.length, total: first.total });
      }
      if (!rows.length) {
        void message.warning({ key, content: t('exportEmpty') });
        return;
      }
      downloadBlob(await buildWorkbook(sheetName, columns, rows), fileName);
      void message.success({ key, content: t('exported', { count: rows.length }) });
    } catch {
      void message.error({ key, content: t('exportFailed') });
    } finally {
      setProgress(undefined);
    }
  };

  return { run, progress, busy: progress !== undefined };
}
