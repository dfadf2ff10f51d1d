import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { limitRules, type FieldLimit } from '@/api/field-limits';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';

/** What the name dialog adds or renames: its texts, the contract's limit and the save. */
export interface NameEdit {
  title: string;
  label: string;
  required: string;
  max: (n: number) => string;
  limit: FieldLimit;
  name?: string;
  success: string;
  save(name: string): Promise<{ data: unknown; error?: undefined } | { error: unknown; data?: undefined }>;
}

interface NameModalProps extends FormDialogProps {
  edit: NameEdit | null;
}

/** One name to type: a new attribute group or value, or a new name for one (a refusal stays in the field). */
export function NameModal({ edit, ...dialog }: NameModalProps) {
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<{ name: string }>>(undefined);
  return (
    <ModalForm<{ name: string }>
      title={edit?.title}
      width={420}
      {...dialog}
      formRef={formRef}
      initialValues={{ name: edit?.name ?? '' }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ name }) =>
        !!edit &&
        !!(await submit(formRef.current, edit.save(name.trim()), {
          success: edit.success,
          duplicateField: 'name',
        }))
      }
    >
      {edit && (
        <ProFormText
          name="name"
          label={edit.label}
          fieldProps={{ maxLength: edit.limit.maxLength, showCount: true }}
          rules={limitRules(edit.limit, { required: edit.required, max: edit.max })}
        />
      )}
    </ModalForm>
  );
}
