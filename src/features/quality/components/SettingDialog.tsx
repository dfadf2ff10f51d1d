import { useRef, type ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, type FormDialogProps, type MutationResult } from '@/components/form-dialog';

/** What every model and project form holds around its own fields. */
export interface SettingValues {
  name: string;
  remark?: string;
}

export interface SettingDialogProps<V extends SettingValues> extends FormDialogProps {
  /** The form's name (its fields' ids). */
  formName: string;
  title: string;
  /** True for a new one: 添加成功 once saved, else 更新成功. */
  creating: boolean;
  nameLabel: string;
  nameRequired: string;
  initialValues: V;
  /** The add or update call of the values typed. */
  save(values: V): Promise<MutationResult>;
  /** The fields between the name and the remark. */
  children: ReactNode;
}

/**
 * The create/edit dialog of a quality model or project: its name (required, 30 characters), its own fields, a
 * remark (200), saved by `save`; a refusal keeps the dialog open with the server's messages under the fields
 * (a duplicate name under 名称).
 */
export function SettingDialog<V extends SettingValues>({
  formName,
  title,
  creating,
  nameLabel,
  nameRequired,
  initialValues,
  save,
  children,
  ...dialog
}: SettingDialogProps<V>) {
  const { t } = useTranslation('quality');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<V>>(undefined);
  return (
    <ModalForm<V>
      name={formName}
      title={title}
      width={640}
      {...dialog}
      formRef={formRef}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) =>
        !!(await submit(formRef.current, save(v), {
          success: t(creating ? 'common.created' : 'common.saved'),
          duplicateField: 'name',
        }))
      }
    >
      <ProFormText
        name="name"
        label={nameLabel}
        rules={[{ required: true, whitespace: true, message: nameRequired }]}
        fieldProps={{ maxLength: 30 }}
      />
      {children}
      <ProFormTextArea name="remark" label={t('common.remark')} fieldProps={{ maxLength: 200 }} />
    </ModalForm>
  );
}
