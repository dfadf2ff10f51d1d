import { useRef } from 'react';
import { Alert, type FormInstance } from 'antd';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useOrderVoidMutation, type OrderDetail } from '../api';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

/** Voids an order with a required reason (kept in its timeline); a refusal keeps the reason as typed. */
export function VoidOrderModal({ order, ...dialog }: FormDialogProps & { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<{ reason: string }>>(undefined);
  const [voidOrder] = useOrderVoidMutation();
  const limit = ordersLimits.orderVoid.reason;

  return (
    <ModalForm<{ reason: string }>
      title={t('void.title')}
      width={DIALOG_WIDTH.medium}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ reason }) =>
        !!(await submit(formRef.current, voidOrder({ body: { id: order.id, reason: reason.trim() } }), {
          success: t('detail.voided'),
        }))
      }
    >
      <Alert type="warning" title={t('void.hint')} style={{ marginBottom: 16 }} />
      <ProFormTextArea
        name="reason"
        label={t('void.reason')}
        fieldProps={{ showCount: true, maxLength: limit.maxLength }}
        rules={[
          { required: true, whitespace: true, message: t('void.reasonRequired') },
          ...limitRules(limit, { max: (n) => t('void.reasonMax', { n }) }),
        ]}
      />
    </ModalForm>
  );
}
