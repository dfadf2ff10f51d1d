import { useTranslation } from 'react-i18next';
import type { LibraryImportRow } from '@/api/generated/robot.gen';
import { BatchedImportModal } from '@/components/import-report';
import { useRobotLibraryImportMutation } from '../api';
import { IMPORT_BATCH, missingHeaders, SHEET_FIELDS, toImportRows, type SheetField } from './library-sheet';

/** Import a script's questions from an .xlsx file in batches (BatchedImportModal). */
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
  const [importBatch] = useRobotLibraryImportMutation();
  const headerOf = (f: SheetField) => t(`repository.sheet.${f}`);
  const example = Object.fromEntries(SHEET_FIELDS.map((f) => [f, t(`repository.example.${f}`)]));

  return (
    <BatchedImportModal<LibraryImportRow>
      open={open}
      onOpenChange={(next) => !next && onClose()}
      width={600}
      texts={{
        title: t('repository.importTitle'),
        hint: t('repository.importHint'),
        pick: t('repository.pickFile'),
        template: t('repository.template'),
        start: t('repository.importStart'),
        badFile: t('repository.badFile'),
        noRows: t('repository.noRows'),
        sheet: t('repository.sheetName'),
        batchFailed: (msg) => msg ?? t('repository.batchFailed'),
        progress: (p) => t('repository.progress', p),
        summary: (v) => t('repository.summary', v),
        downloadErrors: t('repository.downloadErrors'),
        errorsTitle: t('repository.errorsTitle'),
        row: t('repository.row'),
        reason: t('repository.reason'),
      }}
      columns={SHEET_FIELDS.map((f) => ({ header: headerOf(f), value: (r: LibraryImportRow) => r[f] }))}
      example={{ row: 2, name: '', type: '', content: '', ...example }}
      batchSize={IMPORT_BATCH}
      rowsOf={(sheet) => {
        const missing = missingHeaders(sheet.headers, headerOf);
        if (missing.length)
          return {
            refused: t('repository.missingHeaders', { headers: missing.join(t('repository.comma')) }),
          };
        return toImportRows(sheet.rows, headerOf);
      }}
      send={(rows) => importBatch({ body: { sc_id: scriptId, rows } })}
    />
  );
}
