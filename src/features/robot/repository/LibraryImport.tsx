import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LibraryImportRow } from '@/api/generated/robot.gen';
import { buildWorkbook, downloadBlob, readSheet } from '@/components/data-table';
import {
  ImportReport,
  type ImportOutcome,
  type ImportReportTexts,
  type RowError,
} from '@/components/import-report';
import { useRobotLibraryImportMutation } from '../api';
import { batches, missingHeaders, SHEET_FIELDS, toImportRows, type SheetField } from './library-sheet';

/**
 * Import questions from an .xlsx file: read in the browser, sent in batches with a progress bar; every row is
 * imported or listed in the error report with its row number and reason, which downloads with the row as typed.
 */
export function LibraryImport({
  scriptId,
  open,
  onClose,
}: {
  scriptId: number;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('robot');
  const reportTexts: ImportReportTexts = {
    progress: (p) => t('repository.progress', p),
    summary: (v) => t('repository.summary', v),
    downloadErrors: t('repository.downloadErrors'),
    errorsTitle: t('repository.errorsTitle'),
    row: t('repository.row'),
    reason: t('repository.reason'),
  };
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [rows, setRows] = useState<LibraryImportRow[]>([]);
  const [importBatch] = useRobotLibraryImportMutation();
  const headerOf = (f: SheetField) => t(`repository.sheet.${f}`);

  const reset = () => {
    setFile(undefined);
    setProgress(undefined);
    setOutcome(undefined);
    setRows([]);
  };

  const template = async () => {
    const columns = SHEET_FIELDS.map((f) => ({
      header: headerOf(f),
      value: (r: Record<string, string>) => r[f],
    }));
    const example = Object.fromEntries(SHEET_FIELDS.map((f) => [f, t(`repository.example.${f}`)]));
    downloadBlob(
      await buildWorkbook(t('repository.sheetName'), columns, [example]),
      `${t('repository.importTitle')}.xlsx`,
    );
  };

  const start = async () => {
    if (!file) return;
    let sheet;
    try {
      sheet = await readSheet(file);
    } catch {
      void message.error(t('repository.badFile'));
      return;
    }
    const missing = missingHeaders(sheet.headers, headerOf);
    if (missing.length) {
      void message.error(t('repository.missingHeaders', { headers: missing.join(t('repository.comma')) }));
      return;
    }
    const all = toImportRows(sheet.rows, headerOf);
    if (!all.length) {
      void message.warning(t('repository.noRows'));
      return;
    }
    setRows(all);
    const result: ImportOutcome = { total: all.length, success: 0, errors: [] };
    setProgress({ done: 0, total: all.length });
    for (const batch of batches(all)) {
      const answer = await importBatch({ body: { sc_id: scriptId, rows: batch } });
      if ('error' in answer) {
        const msg =
          answer.error && 'msg' in answer.error ? String(answer.error.msg) : t('repository.batchFailed');
        result.errors.push(...batch.map((r) => ({ row: r.row, msg })));
      } else {
        result.success += answer.data.data.success;
        result.errors.push(...answer.data.data.errors);
      }
      setProgress((p) => p && { ...p, done: p.done + batch.length });
    }
    result.errors.sort((a, b) => a.row - b.row);
    setOutcome(result);
  };

  const downloadErrors = async () => {
    if (!outcome) return;
    const byRow = new Map(rows.map((r) => [r.row, r]));
    const columns = [
      { header: t('repository.row'), value: (e: RowError) => e.row },
      ...SHEET_FIELDS.map((f) => ({ header: headerOf(f), value: (e: RowError) => byRow.get(e.row)?.[f] })),
      { header: t('repository.reason'), value: (e: RowError) => e.msg },
    ];
    downloadBlob(
      await buildWorkbook(t('repository.sheetName'), columns, outcome.errors),
      `${t('repository.errorsTitle')}.xlsx`,
    );
  };

  const busy = progress !== undefined && !outcome;
  return (
    <Modal
      title={t('repository.importTitle')}
      open={open}
      width={600}
      destroyOnHidden
      closable={!busy}
      mask={{ closable: !busy }}
      afterClose={reset}
      onCancel={onClose}
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void template()}>
            {t('repository.template')}
          </Button>
          <Button type="primary" disabled={!file || busy} loading={busy} onClick={() => void start()}>
            {t('repository.importStart')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('repository.importHint')} />
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
          <Button icon={<UploadOutlined />}>{t('repository.pickFile')}</Button>
        </Upload>
        <ImportReport
          progress={progress}
          outcome={outcome}
          texts={reportTexts}
          onDownloadErrors={() => void downloadErrors()}
        />
      </Space>
    </Modal>
  );
}
