import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { extensionsLimits } from '@/api/generated/extensions.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useExtensionAddMutation,
  useExtensionUpdateMutation,
  type Extension,
  type ExtensionSecret,
} from '../api';

interface Values {
  number: string;
  remark?: string;
  staff_id?: number;
}

const LIMITS = extensionsLimits.extensionAdd;

/**
 * Create an extension (optionally bound to a staff member without one), or change one's number and remark. A
 * new extension's password is handed to `onCreated`, to be shown once.
 */
export function ExtensionFormModal({
  record,
  staff,
  onCreated,
  ...dialog
}: FormDialogProps & {
  record: Extension | null;
  staff: { value: number; label: string; disabled: boolean }[];
  onCreated(secret: ExtensionSecret): void;
}) {
  const { t } = useTranslation('extensions');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [add] = useExtensionAddMutation();
  const [update] = useExtensionUpdateMutation();

  return (
    <ModalForm<Values>
      {...dialog}
      key={record?.id ?? 'new'}
      title={record ? t('editTitle') : t('add')}
      width={440}
      modalProps={{ destroyOnHidden: true }}
      formRef={formRef}
      initialValues={record ? { number: record.number, remark: record.remark } : {}}
      onFinish={async (values) => {
        const body = { number: values.number.trim(), remark: values.remark?.trim() ?? '' };
        if (record) {
          return !!(await submit(formRef.current, update({ body: { ...body, id: record.id } }), {
            success: t('saved'),
          }));
        }
        const saved = await submit(formRef.current, add({ body: { ...body, staff_id: values.staff_id } }), {
          success: t('added'),
        });
        if (saved && saved.data) onCreated(saved.data.data);
        return !!saved;
      }}
    >
      <ProFormText
        name="number"
        label={t('field.number')}
        rules={limitRules(LIMITS.number, { required: t('numberRequired'), pattern: t('numberInvalid') })}
      />
      {!record && (
        <ProFormSelect
          name="staff_id"
          label={t('field.staff')}
          placeholder={t('staffPlaceholder')}
          showSearch
          options={staff}
        />
      )}
      <ProFormText
        name="remark"
        label={t('field.remark')}
        fieldProps={{ maxLength: LIMITS.remark.maxLength, showCount: true }}
        rules={limitRules(LIMITS.remark, { max: (n) => t('remarkMax', { n }) })}
      />
    </ModalForm>
  );
}
