import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { crmLimits } from '@/api/generated/crm.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useCustomerDiscardMutation } from '../api';
import type { useCrmOptions } from '../use-crm-options';

/** Release customers to the public pool, saying why. */
export function DiscardModal({
  ids,
  options,
  onDone,
  ...dialog
}: FormDialogProps & {
  ids: number[];
  options: ReturnType<typeof useCrmOptions>;
  onDone: () => void;
}) {
  const { t } = useTranslation('crm');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [discard] = useCustomerDiscardMutation();
  return (
    <ModalForm<{ discard_reason_id: number; remark?: string }>
      title={t('discard.title')}
      width={440}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (values) => {
        if (
          !(await submit(formRef.current, discard({ body: { ids, ...values } }), {
            success: t('discard.done', { count: ids.length }),
          }))
        )
          return false;
        onDone();
        return true;
      }}
    >
      <ProFormSelect
        name="discard_reason_id"
        label={t('discard.reason')}
        options={options.reasons.map((r) => ({ value: r.id, label: r.name }))}
        rules={[{ required: true, message: t('discard.reasonRequired') }]}
      />
      <ProFormTextArea
        name="remark"
        label={t('discard.remark')}
        fieldProps={{ showCount: true, maxLength: crmLimits.customerDiscard.remark.maxLength }}
        rules={limitRules(crmLimits.customerDiscard.remark, { max: (n) => t('discard.remarkMax', { n }) })}
      />
    </ModalForm>
  );
}
