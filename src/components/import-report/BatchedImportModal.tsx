import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Modal, Space, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  buildWorkbook,
  downloadBlob,
  readSheet,
  type ExportColumn,
  type SheetRow,
} from '@/components/data-table';
import type { FormDialogProps } from '@/components/form-dialog';
import { importInBatches, type BatchAnswer } from './import-in-batches';
import { ImportReport, type ImportOutcome, type ImportReportTexts, type RowError } from './ImportReport';

/** The screen's wording of its import (each names its rows as it does). */
export interface BatchedImportTexts extends ImportReportTexts {
  title: string;
  /** The info above the file: what the sheet must hold (and a detail under it). */
  hint: string;
  hintDetail?: string;
  pick: string;
  template: string;
  start: string;
  badFile: string;
  noRows: string;
  /** The sheet's name in the template and the error report. */
  sheet: string;
  /** Each row of a refused batch fails with this, given the refusal's message. */
  batchFailed(msg: string | undefined): string;
}

/**
 * An import from an .xlsx file: read in the browser, sent in batches with a progress bar; every row ends up
 * imported or in the error report with its row number and reason (a failed batch fails its rows), which downloads
 * with the row as typed. The screen gives its columns, how a sheet becomes rows and the call of one batch.
 */
export function BatchedImportModal<R extends { row: number }>({
  open,
  onOpenChange,
  texts,
  width,
  columns,
  example,
  batchSize,
  rowsOf,
  send,
  onReset,
  children,
}: FormDialogProps & {
  texts: BatchedImportTexts;
  width: number;
  /** The sheet's columns in template order, each read from a row. */
  columns: ExportColumn<R>[];
  /** The template's example row, one the import takes. */
  example: R;
  batchSize: number;
  /** The rows of a sheet read, or why it cannot be imported (a required header missing). */
  rowsOf(sheet: { headers: string[]; rows: SheetRow[] }): R[] | { refused: string };
  send(batch: R[]): Promise<BatchAnswer>;
  /** A new file, or the dialog closed: what the screen noted of the last file goes too. */
  onReset?(): void;
  /** The screen's own fields and notes, under the file. */
  children?: ReactNode;
}) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [rows, setRows] = useState<R[]>([]);

  const reset = () => {
    setFile(undefined);
    setProgress(undefined);
    setOutcome(undefined);
    setRows([]);
    onReset?.();
  };

  const template = async () =>
    downloadBlob(await buildWorkbook(texts.sheet, columns, [example]), `${texts.title}.xlsx`);

  const start = async () => {
    if (!file) return;
    setOutcome(undefined);
    let sheet;
    try {
      sheet = await readSheet(file);
    } catch {
      void message.error(texts.badFile);
      return;
    }
    const all = rowsOf(sheet);
    if ('refused' in all) {
      void message.error(all.refused);
      return;
    }
    if (!all.length) {
      void message.warning(texts.noRows);
      return;
    }
    setRows(all);
    setProgress({ done: 0, total: all.length });
    setOutcome(
      await importInBatches(all, {
        size: batchSize,
        send,
        failed: texts.batchFailed,
        onProgress: (done) => setProgress({ done, total: all.length }),
      }),
    );
  };

  const downloadErrors = async () => {
    if (!outcome) return;
    const byRow = new Map(rows.map((r) => [r.row, r]));
    const report: ExportColumn<RowError>[] = [
      { header: texts.row, value: (e) => e.row },
      ...columns.map((c) => ({
        header: c.header,
        value: (e: RowError) => {
          const row = byRow.get(e.row);
          return row && c.value(row);
        },
      })),
      { header: texts.reason, value: (e) => e.msg },
    ];
    downloadBlob(await buildWorkbook(texts.sheet, report, outcome.errors), `${texts.errorsTitle}.xlsx`);
  };

  const busy = progress !== undefined && !outcome;
  return (
    <Modal
      title={texts.title}
      open={open}
      width={width}
      destroyOnHidden
      mask={{ closable: !busy }}
      closable={!busy}
      afterClose={reset}
      onCancel={() => onOpenChange(false)}
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void template()}>
            {texts.template}
          </Button>
          <Button type="primary" disabled={!file || busy} loading={busy} onClick={() => void start()}>
            {texts.start}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={texts.hint} description={texts.hintDetail} />
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            reset();
            setFile(f);
            return false;
          }}
          onRemove={reset}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' } as UploadFile] : []}
        >
          <Button icon={<UploadOutlined />}>{texts.pick}</Button>
        </Upload>
        {children}
        <ImportReport
          progress={progress}
          outcome={outcome}
          texts={texts}
          onDownloadErrors={() => void downloadErrors()}
        />
      </Space>
    </Modal>
  );
}
