import { useState } from 'react';
import { Alert, App, Button, Modal, Progress, Space, Table, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LibraryImportRow } from '@/api/generated/robot.gen';
import { buildWorkbook, downloadBlob, readSheet } from '@/components/data-table';
import { useRobotLibraryImportMutation } from '../api';
import { batches, missingHeaders, SHEET_FIELDS, toImportRows, type SheetField } from './library-sheet';

interface RowError {
  row: number;
  msg: string;
}
interface Outcome {
  total: number;
  success: number;
  errors: RowError[];
}

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
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [outcome, setOutcome] = useState<Outcome>();
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
    const result: Outcome = { total: all.length, success: 0, errors: [] };
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
        {progress && (
          <Progress
            percent={Math.round((progress.done / progress.total) * 100)}
            format={() => t('repository.progress', progress)}
          />
        )}
        {outcome && (
          <>
            <Alert
              type={outcome.errors.length ? 'warning' : 'success'}
              showIcon
              title={t('repository.summary', {
                total: outcome.total,
                success: outcome.success,
                failed: outcome.errors.length,
              })}
              action={
                outcome.errors.length > 0 && (
                  <Button size="small" onClick={() => void downloadErrors()}>
                    {t('repository.downloadErrors')}
                  </Button>
                )
              }
            />
            {outcome.errors.length > 0 && (
              <Table<RowError>
                size="small"
                rowKey="row"
                title={() => t('repository.errorsTitle')}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                dataSource={outcome.errors}
                columns={[
                  { title: t('repository.row'), dataIndex: 'row', width: 80 },
                  { title: t('repository.reason'), dataIndex: 'msg' },
                ]}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
