import { App } from 'antd';
import { useFormDialog, useMutationFeedback, type MutationResult } from '@/components/form-dialog';
import { OwnerActions, type OwnerActionsProps, type OwnerFormMode } from './OwnerActions';
import type { useOwnerList } from './use-owner-list';

export interface OwnerEditingOptions {
  list: ReturnType<typeof useOwnerList>;
  /** The selected row, if the list shows it. */
  selected: { id: number } | null;
  labels: OwnerActionsProps['labels'] & {
    /** Said by 编辑 when the selected row may not be edited (SCRIPT-23). */
    editDenied?: string;
    /** Said once a row is deleted. */
    deleted: string;
  };
  canEdit?: boolean;
  canDelete?: boolean;
  /** Where the selection goes after a delete: the row now at this position (PLAN-35; 0 the first, SCRIPT-46). */
  deletedSelects: number;
  /** Deletes the row of this id. */
  remove(id: number): Promise<MutationResult>;
}

/**
 * Add, edit, copy and delete of a script or plan list: the actions above it, the add/edit/copy dialog's opener
 * (edit and copy need a selection, and edit a row that allows it) and the delete with its message and the
 * selection after it. The list mounts its form while `dialog.isOpen`, in the mode `dialog.record`.
 */
export function useOwnerEditing({
  list,
  selected,
  labels,
  canEdit,
  canDelete,
  deletedSelects,
  remove,
}: OwnerEditingOptions) {
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  const dialog = useFormDialog<OwnerFormMode>();

  const openForm = (mode: OwnerFormMode) => {
    if (mode !== 'add' && !selected) return void message.warning(labels.selectFirst);
    if (mode === 'edit' && canEdit === false && labels.editDenied)
      return void message.warning(labels.editDenied);
    dialog.open(mode);
  };

  const onDelete = () =>
    selected &&
    list.removeAt(
      deletedSelects,
      async () => (await feedback(remove(selected.id), { success: labels.deleted })).ok,
    );

  const actions = (
    <OwnerActions
      labels={labels}
      selected={!!selected}
      canEdit={canEdit}
      canDelete={canDelete}
      onForm={openForm}
      onDelete={onDelete}
    />
  );
  return { dialog, actions };
}

/**
 * The save of a script or plan form: says the mode's message (added, updated, copied) and hands the saved row
 * on; false keeps the dialog open with what was typed (the request layer has said why).
 */
export function useOwnerSave<R>(
  messages: Record<OwnerFormMode, string>,
  onSaved: (row: R, mode: OwnerFormMode) => void,
) {
  const feedback = useMutationFeedback();
  return async (mode: OwnerFormMode, save: Promise<MutationResult>) => {
    const outcome = await feedback(save, { success: messages[mode] });
    if (outcome.ok) onSaved((outcome.data as { data: R }).data, mode);
    return outcome.ok;
  };
}
