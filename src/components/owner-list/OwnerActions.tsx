import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/delete-confirm';
import styles from './owner-list.styles';

export type OwnerFormMode = 'add' | 'edit' | 'copy';

export interface OwnerActionsProps {
  labels: {
    add: string;
    edit: string;
    copy: string;
    delete: string;
    /** Said by a delete with nothing selected. */
    selectFirst: string;
    /** Said by a delete the selected row does not allow. */
    deleteDenied?: string;
  };
  selected: boolean;
  /** Whether the selected row may be edited (it still answers a click: the form's opener says why not). */
  canEdit?: boolean;
  canDelete?: boolean;
  onForm(mode: OwnerFormMode): void;
  onDelete(): void;
}

/** Add, edit, copy and delete above a script or plan list; SCRIPT-22: a denied action looks disabled but answers a click. */
export function OwnerActions({
  labels,
  selected,
  canEdit = true,
  canDelete = true,
  onForm,
  onDelete,
}: OwnerActionsProps) {
  const { message } = App.useApp();
  const { t } = useTranslation('common');
  const denied = (allowed: boolean) => ({
    'aria-disabled': !allowed,
    style: allowed ? undefined : styles.denied,
  });
  return (
    <Space wrap size={6}>
      <Button type="primary" size="small" onClick={() => onForm('add')}>
        {labels.add}
      </Button>
      <Button size="small" {...denied(!selected || canEdit)} onClick={() => onForm('edit')}>
        {labels.edit}
      </Button>
      <Button size="small" onClick={() => onForm('copy')}>
        {labels.copy}
      </Button>
      {selected && canDelete ? (
        <DeleteConfirm title={t('confirmDelete')} onConfirm={onDelete}>
          <Button size="small" danger>
            {labels.delete}
          </Button>
        </DeleteConfirm>
      ) : (
        <Button
          size="small"
          danger
          {...denied(!selected)}
          onClick={() =>
            selected
              ? void message.error(labels.deleteDenied ?? labels.selectFirst)
              : void message.warning(labels.selectFirst)
          }
        >
          {labels.delete}
        </Button>
      )}
    </Space>
  );
}
