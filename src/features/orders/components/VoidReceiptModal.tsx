import { useRef } from 'react';
import { Alert, type FormInstance } from 'antd';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useOrderReceiptVoidMutation, type Receipt } from '../plan-api';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

/** Voids a receipt with a required reason: its amount is due again on its instalment. */
export function VoidReceiptModal({ receipt, ...dialog }: FormDialogProps & { receipt: Receipt }) {
  const { t } = useTranslation('payments');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<{ reason: string }>>(undefined);
  const [voidReceipt] = useOrderReceiptVoidMutation();
  const limit = ordersLimits.orderReceiptVoid.reason;
  return (
    <ModalForm<{ reason: string }>
      title={t('receipt.voidTitle')}
      width={DIALOG_WIDTH.medium}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ reason }) =>
        !!(await submit(formRef.current, voidReceipt({ body: { id: receipt.id, reason: reason.trim() } }), {
          success: t('receipt.voided'),
        }))
      }
    >
      <Alert type="warning" title={t('receipt.voidHint')} style={{ marginBottom: 16 }} />
      <ProFormTextArea
        name="reason"
        label={t('receipt.voidReason')}
        fieldProps={{ showCount: true, maxLength: limit.maxLength }}
        rules={[
          { required: true, whitespace: true, message: t('receipt.voidReasonRequired') },
          ...limitRules(limit, { max: (n) => t('receipt.voidReasonMax', { n }) }),
        ]}
      />
    </ModalForm>
  );
}
