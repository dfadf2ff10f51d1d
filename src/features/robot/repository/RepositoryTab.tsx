import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LibraryEntry } from '@/api/generated/robot.gen';
import { AddButton, DataTable, ExportButton, useExport } from '@/components/data-table';
import { useFormDialog } from '@/components/form-dialog';
import { useEntryRemoval } from '@/components/knowledge-base';
import { filterSpec, useListPage, type ListBody } from '@/components/list-page';
import {
  useLazyRobotLibraryListQuery,
  useRobotLibraryDeleteMutation,
  useRobotLibraryListQuery,
} from '../api';
import type { ScriptItem } from '../dialogue.slice';
import { canChangeKnowledge } from '@/domain/robot/rules';
import { EntryDrawer } from './EntryDrawer';
import { LibraryImport } from './LibraryImport';
import { libraryColumns } from './library-columns';
import { exportColumns, type SheetField } from './library-sheet';
import { QUESTION_TYPES } from './question-types';

const FILTERS = filterSpec({ keyword: 'string', type: { oneOf: QUESTION_TYPES } });
/** The knowledge-base list of script `scId`, shared by the tab and its page's prefetch. */
export const repositoryList = (scId: number) => ({
  filters: FILTERS,
  table: 'robot-repository',
  toBody: (body: ListBody<typeof FILTERS, never>) => ({ ...body, sc_id: scId }),
  // the chosen script (DialogueLayout)
  keepKeys: ['id'],
});
/** The largest page the contract allows: a script's whole knowledge base in one export. */
const EXPORT_LIMIT = 1000;

/**
 * Shown from the column settings: beside the script list the question, its type and answer fill the width; the similar
 * questions and match rules are in the entry's form.
 */
const DEFAULT_HIDDEN = ['similar', 'keyWorldList', 'recording_url', 'updated_at'];

/** ROUTES-ROBOT-04: the knowledge base of a script: search, add, edit, delete, import and export. */
export function RepositoryTab({ script }: { script: ScriptItem }) {
  const { t } = useTranslation(['robot', 'common']);
  const editable = canChangeKnowledge(script);
  const list = useListPage({
    query: useRobotLibraryListQuery,
    ...repositoryList(script.id),
  });
  const [remove] = useRobotLibraryDeleteMutation();
  const [fetchAll] = useLazyRobotLibraryListQuery();
  const dialog = useFormDialog<LibraryEntry>();
  const [importing, setImporting] = useState(false);
  const openEntry = dialog.open;

  const removeEntries = useEntryRemoval(remove);

  const columns = useMemo(
    () => libraryColumns({ t, editable, onEdit: openEntry, onDelete: (e) => void removeEntries([e.id]) }),
    [t, editable, openEntry, removeEntries],
  );

  const headerOf = (f: SheetField) => t(`repository.sheet.${f}`);
  const exporter = useExport<LibraryEntry>({
    fileName: `${script.name}-${t('repository.sheetName')}.xlsx`,
    sheetName: t('repository.sheetName'),
    columns: exportColumns(headerOf),
    fetchRows: async () => {
      const page = (await fetchAll({ body: { ...list.body, page: 1, limit: EXPORT_LIMIT } }).unwrap()).data;
      return { rows: page.data, total: page.total };
    },
  });

  return (
    <>
      <DataTable<LibraryEntry>
        {...list.table}
        headerTitle={t('tabs.repository')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={() => [
          editable && (
            <AddButton key="add" onClick={() => openEntry()}>
              {t('repository.add')}
            </AddButton>
          ),
          editable && (
            <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('repository.import')}
            </Button>
          ),
          <ExportButton key="export" exporter={exporter} />,
        ]}
      />
      {/* mounted only while open: kept closed, its form was drawn with every draw of the page */}
      {dialog.isOpen && <EntryDrawer {...dialog.props} scriptId={script.id} entry={dialog.record} />}
      <LibraryImport scriptId={script.id} open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
