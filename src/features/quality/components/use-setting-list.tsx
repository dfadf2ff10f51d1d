import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/data-table';
import { useFormDialog, useMutationFeedback, type MutationResult } from '@/components/form-dialog';
import { RowActions, type RowAction } from '@/components/row-actions';

/**
 * What the models' and projects' lists share: the create/edit dialog's opener, the 新建 button and each row's
 * actions, 编辑 and 删除 (asked first; the server refuses a model or project still in use, and says by whom)
 * after the list's own.
 */
export function useSettingList<R extends { id: number; name: string }>(
  remove: (arg: { body: { id: number } }) => Promise<MutationResult>,
) {
  const { t } = useTranslation('quality');
  const feedback = useMutationFeedback();
  const dialog = useFormDialog<R>();
  const open = dialog.open;

  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => open()}>
        {t('common.add')}
      </AddButton>,
    ],
    [open, t],
  );

  const rowActions = useCallback(
    (r: R, first: RowAction[] = []) => (
      <RowActions
        row={r.name}
        actions={[
          ...first,
          { key: 'edit', label: t('common.edit'), onClick: () => open(r) },
          {
            key: 'delete',
            label: t('common.delete'),
            danger: true,
            confirm: t('common.confirmDelete'),
            onClick: () => feedback(remove({ body: { id: r.id } }), { success: t('common.deleted') }),
          },
        ]}
      />
    ),
    [t, open, feedback, remove],
  );

  return { dialog, toolbar, rowActions, feedback };
}
