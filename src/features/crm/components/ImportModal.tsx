import { useState } from 'react';
import { Alert, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ExportColumn } from '@/components/data-table';
import type { FormDialogProps } from '@/components/form-dialog';
import { BatchedImportModal } from '@/components/import-report';
import { useCustomerImportMutation } from '../api';
import {
  IMPORT_BATCH,
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
 * Import customers from an .xlsx file in batches (BatchedImportModal), to an owner or to be allotted. A column
 * headed by an enabled custom attribute's name fills that attribute; other unknown columns are ignored, and the
 * dialog names them.
 */
export function ImportModal({
  options,
  ...dialog
}: FormDialogProps & {
  options: ReturnType<typeof useCrmOptions>;
}) {
  const { t } = useTranslation('crm');
  const [owner, setOwner] = useState<number>();
  const [ignored, setIgnored] = useState<string[]>([]);
  const [importBatch] = useCustomerImportMutation();
  const headerOf = (field: ImportField) => t(FIELD_LABEL[field] as 'field.name');
  const { attributes } = options;
  const columns: ExportColumn<ImportRow>[] = [
    ...IMPORT_FIELDS.map((f) => ({ header: headerOf(f), value: (r: ImportRow) => r[f] })),
    ...attributes.map((a) => ({ header: a.name, value: (r: ImportRow) => r.attributes?.[a.field] })),
  ];
  const example: ImportRow = {
    row: 2,
    name: t('import.example.name'),
    contact_name: t('import.example.contactName'),
    phone: t('import.example.phone'),
    attributes: Object.fromEntries(
      attributes.map((a) => [a.field, exampleValue(a, t('import.example.text'))]),
    ),
  };

  return (
    <BatchedImportModal<ImportRow>
      {...dialog}
      width={640}
      texts={{
        title: t('import.title'),
        hint: t('import.hint'),
        hintDetail: attributes.length ? t('import.attributesHint') : undefined,
        pick: t('import.pick'),
        template: t('import.template'),
        start: t('import.start'),
        badFile: t('import.badFile'),
        noRows: t('import.noRows'),
        sheet: t('import.sheet'),
        batchFailed: (msg) => t('import.batchFailed', { msg: msg ?? '' }),
        progress: (p) => t('import.progress', p),
        summary: (v) => t('import.summary', v),
        downloadErrors: t('import.downloadErrors'),
        errorsTitle: t('import.errorsTitle'),
        row: t('import.row'),
        reason: t('import.reason'),
      }}
      columns={columns}
      example={example}
      batchSize={IMPORT_BATCH}
      rowsOf={(sheet) => {
        const missing = missingHeaders(sheet.headers, headerOf, attributes);
        if (missing.length)
          return { refused: t('import.missingHeaders', { headers: missing.join(t('listSeparator')) }) };
        setIgnored(ignoredHeaders(sheet.headers, headerOf, attributes));
        return toImportRows(sheet.rows, headerOf, attributes);
      }}
      send={(rows) => importBatch({ body: { rows, owner_id: owner } })}
      onReset={() => setIgnored([])}
    >
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
    </BatchedImportModal>
  );
}
