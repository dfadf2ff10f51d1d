import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import type { OwnerFormMode } from './OwnerActions';

export interface OwnerFormModalProps<V> {
  mode: OwnerFormMode;
  titles: Record<OwnerFormMode, string>;
  open: boolean;
  form: FormInstance<V>;
  onOpenChange(open: boolean): void;
  /** True closes the dialog; false keeps it, with what was typed, when the server refused. */
  onFinish(values: V): Promise<boolean>;
  children: ReactNode;
}

/** The add, edit and copy dialog of a script or a plan. */
export function OwnerFormModal<V>({ mode, titles, children, ...props }: OwnerFormModalProps<V>) {
  return (
    <ModalForm<V>
      title={titles[mode]}
      width={620}
      modalProps={{ destroyOnHidden: true, forceRender: true }}
      {...props}
    >
      {children}
    </ModalForm>
  );
}
