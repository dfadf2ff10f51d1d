import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useExtensionBindMutation, type Extension } from '../api';

/** Bind a staff member to a free extension: those who hold one cannot be chosen (the server refuses them too). */
export function BindStaffModal({
  record,
  staff,
  ...dialog
}: FormDialogProps & {
  record: Extension | null;
  staff: { value: number; label: string; disabled: boolean }[];
}) {
  const { t } = useTranslation('extensions');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [bind] = useExtensionBindMutation();
  return (
    <ModalForm<{ staff_id: number }>
      {...dialog}
      title={record && t('bindTitle', { number: record.number })}
      width={420}
      modalProps={{ destroyOnHidden: true }}
      formRef={formRef}
      onFinish={async ({ staff_id }) =>
        !!record &&
        !!(await submit(formRef.current, bind({ body: { id: record.id, staff_id } }), {
          success: t('bound_ok'),
        }))
      }
    >
      <ProFormSelect
        name="staff_id"
        label={t('field.staff')}
        showSearch
        options={staff}
        rules={[{ required: true, message: t('staffRequired') }]}
      />
    </ModalForm>
  );
}
