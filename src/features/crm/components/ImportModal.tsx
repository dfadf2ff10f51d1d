import { useState } from 'react';
import { Alert, App, Button, Modal, Select, Space, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { buildWorkbook, downloadBlob, readSheet } from '@/components/data-table';
import {
  ImportReport,
  type ImportOutcome,
  type ImportReportTexts,
  type RowError,
} from '@/components/import-report';
import type { FormDialogProps } from '@/components/form-dialog';
import { useCustomerImportMutation } from '../api';
import {
  batches,
  IMPORT_FIELDS,
  ignoredHeaders,
  missingHeaders,
  toImportRows,
  type ImportField,
  type ImportRow,
} from '../import-rows';
import type { CustomerAttribute } from '../types';
import type { useCrmOptions } from '../use-crm-options';

const FIELD_LABEL: Record<ImportField, string> = {
  name: 'field.name',
  contact_name: 'field.contactName',
  phone: 'field.phone',
  backup_phone: 'field.backupPhone',
  company: 'field.company',
  address: 'field.address',
  focus: 'field.focus',
  remark: 'field.remark',
  next_follow_at: 'field.nextFollowAt',
};

/** A template's example value of an attribute: one the import accepts, in the form a cell takes. */
const exampleValue = (a: CustomerAttribute, text: string): string =>
  ({ 1: text, 2: '10', 3: dayjs().format('YYYY-MM-DD'), 4: a.options[0] ?? '' })[a.type];

/**
 * Import customers from an .xlsx file: read in the browser, sent in batches with a progress bar; every row
 * ends up imported or in the error report with its row number and reason (a failed batch fails its rows).
 * A column headed by an enabled custom attribute's name fills that attribute; other unknown columns are
 * ignored, and the dialog names them.
 */
export function ImportModal({
  options,
  open,
  onOpenChange,
}: FormDialogProps & {
  options: ReturnType<typeof useCrmOptions>;
}) {
  const { t } = useTranslation('crm');
  const reportTexts: ImportReportTexts = {
    progress: (p) => t('import.progress', p),
    summary: (v) => t('import.summary', v),
    downloadErrors: t('import.downloadErrors'),
    errorsTitle: t('import.errorsTitle'),
    row: t('import.row'),
    reason: t('import.reason'),
  };
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [owner, setOwner] = useState<number>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [importBatch] = useCustomerImportMutation();
  const headerOf = (field: ImportField) => t(FIELD_LABEL[field] as 'field.name');
  const { attributes } = options;

  const reset = () => {
    setFile(undefined);
    setProgress(undefined);
    setOutcome(undefined);
    setRows([]);
    setIgnored([]);
  };

  const template = async () => {
    const columns = [
      ...IMPORT_FIELDS.map((f) => ({ header: headerOf(f), value: (r: Record<string, string>) => r[f] })),
      ...attributes.map((a) => ({ header: a.name, value: (r: Record<string, string>) => r[a.field] })),
    ];
    const example = {
      name: t('import.example.name'),
      contact_name: t('import.example.contactName'),
      phone: t('import.example.phone'),
      ...Object.fromEntries(attributes.map((a) => [a.field, exampleValue(a, t('import.example.text'))])),
    };
    downloadBlob(await buildWorkbook(t('import.sheet'), columns, [example]), `${t('import.title')}.xlsx`);
  };

  const start = async () => {
    if (!file) return;
    setOutcome(undefined);
    let sheet;
    try {
      sheet = await readSheet(file);
    } catch {
      void message.error(t('import.badFile'));
      return;
    }
    const missing = missingHeaders(sheet.headers, headerOf, attributes);
    if (missing.length) {
      void message.error(t('import.missingHeaders', { headers: missing.join(t('listSeparator')) }));
      return;
    }
    setIgnored(ignoredHeaders(sheet.headers, headerOf, attributes));
    const all = toImportRows(sheet.rows, headerOf, attributes);
    if (!all.length) {
      void message.warning(t('import.noRows'));
      return;
    }
    setRows(all);
    const result: ImportOutcome = { total: all.length, success: 0, errors: [] };
    setProgress({ done: 0, total: all.length });
    for (const batch of batches(all)) {
      const answer = await importBatch({ body: { rows: batch, owner_id: owner } });
      if ('error' in answer) {
        const msg = t('import.batchFailed', {
          msg: answer.error && 'msg' in answer.error ? answer.error.msg : '',
        });
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
      { header: t('import.row'), value: (e: RowError) => e.row },
      ...IMPORT_FIELDS.map((f) => ({ header: headerOf(f), value: (e: RowError) => byRow.get(e.row)?.[f] })),
      ...attributes.map((a) => ({
        header: a.name,
        value: (e: RowError) => byRow.get(e.row)?.attributes?.[a.field],
      })),
      { header: t('import.reason'), value: (e: RowError) => e.msg },
    ];
    downloadBlob(
      await buildWorkbook(t('import.sheet'), columns, outcome.errors),
      `${t('import.errorsTitle')}.xlsx`,
    );
  };

  const busy = progress !== undefined && !outcome;

  return (
    <>
      <Modal
        title={t('import.title')}
        open={open}
        width={640}
        destroyOnHidden
        mask={{ closable: !busy }}
        closable={!busy}
        onCancel={() => {
          onOpenChange(false);
          reset();
        }}
        footer={
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => void template()}>
              {t('import.template')}
            </Button>
            <Button type="primary" disabled={!file || busy} loading={busy} onClick={() => void start()}>
              {t('import.start')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title={t('import.hint')}
            description={attributes.length ? t('import.attributesHint') : undefined}
          />
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
            <Button icon={<UploadOutlined />}>{t('import.pick')}</Button>
          </Upload>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: '100%' }}
            placeholder={t('import.ownerPlaceholder')}
            aria-label={t('import.ownerPlaceholder')}
            value={owner}
            onChange={setOwner}
            options={options.staff.map((s) => ({ value: s.id, label: s.name }))}
          />
          {ignored.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('import.ignoredHeaders', { headers: ignored.join(t('listSeparator')) })}
            />
          )}
          <ImportReport
            progress={progress}
            outcome={outcome}
            texts={reportTexts}
            onDownloadErrors={() => void downloadErrors()}
          />
        </Space>
      </Modal>
    </>
  );
}
