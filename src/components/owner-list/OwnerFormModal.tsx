import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import type { FormDialogProps } from '@/components/form-dialog';
import type { OwnerFormMode } from './OwnerActions';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

/** The form-dialog contract (open, onOpenChange) with the mode's title and the form. */
export interface OwnerFormModalProps<V> extends FormDialogProps {
  mode: OwnerFormMode;
  titles: Record<OwnerFormMode, string>;
  form: FormInstance<V>;
  /** True closes the dialog; false keeps it, with what was typed, when the server refused. */
  onFinish(values: V): Promise<boolean>;
  children: ReactNode;
}

/** The add, edit and copy dialog of a script or a plan; its list mounts it only while it is open. */
export function OwnerFormModal<V>({ mode, titles, children, ...props }: OwnerFormModalProps<V>) {
  return (
    <ModalForm<V>
      title={titles[mode]}
      width={DIALOG_WIDTH.form}
      modalProps={{ destroyOnHidden: true }}
      {...props}
    >
      {children}
    </ModalForm>
  );
}
