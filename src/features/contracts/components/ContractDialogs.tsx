import { DatePicker } from 'antd';
import { ModalForm, ProForm, ProFormTextArea } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { limitRules } from '@/api/field-limits';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useContractExtendMutation,
  useContractReviewMutation,
  useContractWithdrawMutation,
  type Contract,
} from '../api';

interface DialogProps extends FormDialogProps {
  contract: Contract | null;
}

/** Extends the signing deadline: a new time later than now. */
export function ExtendDialog({ contract, ...props }: DialogProps) {
  const { t } = useTranslation('contractFlow');
  const submit = useFormSubmit();
  const [extend] = useContractExtendMutation();
  return (
    <ModalForm<{ contract_end_time: Dayjs }>
      {...props}
      title={t('list.extendTitle')}
      width={420}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) =>
        !!(await submit(
          null,
          extend({
            body: { id: contract!.id, contract_end_time: v.contract_end_time.format('YYYY-MM-DD HH:mm:ss') },
          }),
          { success: t('list.extend') },
        ))
      }
    >
      <ProForm.Item
        name="contract_end_time"
        label={t('list.newEndTime')}
        rules={[
          { required: true, message: t('form.endTimeRequired') },
          {
            validator: (_r: unknown, v?: Dayjs) =>
              !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('form.endTimePast'))),
          },
        ]}
      >
        <DatePicker showTime style={{ width: '100%' }} />
      </ProForm.Item>
    </ModalForm>
  );
}

/** Withdraws an unsigned contract with a reason of at most 50 characters. */
export function WithdrawDialog({ contract, ...props }: DialogProps) {
  const { t } = useTranslation('contractFlow');
  const submit = useFormSubmit();
  const [withdraw] = useContractWithdrawMutation();
  return (
    <ModalForm<{ reason: string }>
      {...props}
      title={t('list.withdrawTitle')}
      width={420}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) =>
        !!(await submit(null, withdraw({ body: { id: contract!.id, reason: v.reason.trim() } }), {
          success: t('list.withdraw'),
        }))
      }
    >
      <ProFormTextArea
        name="reason"
        label={t('list.withdrawReason')}
        fieldProps={{ showCount: true, maxLength: contractsLimits.contractWithdraw.reason.maxLength }}
        rules={limitRules(contractsLimits.contractWithdraw.reason, {
          required: t('list.withdrawReasonRequired'),
          max: (n) => t('list.withdrawReasonMax', { n }),
        })}
      />
    </ModalForm>
  );
}

/** Rejects a contract waiting for review with a reason the issuer sees. */
export function RejectDialog({ contract, ...props }: DialogProps) {
  const { t } = useTranslation('contractFlow');
  const submit = useFormSubmit();
  const [review] = useContractReviewMutation();
  return (
    <ModalForm<{ reason: string }>
      {...props}
      title={t('review.rejectTitle')}
      width={420}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) =>
        !!(await submit(null, review({ body: { id: contract!.id, result: 0, reason: v.reason.trim() } }), {
          success: t('review.reject'),
        }))
      }
    >
      <ProFormTextArea
        name="reason"
        label={t('review.reason')}
        rules={[
          { required: true, whitespace: true, message: t('review.reasonRequired') },
          ...limitRules(contractsLimits.contractReview.reason, { max: (n) => t('review.reasonMax', { n }) }),
        ]}
      />
    </ModalForm>
  );
}
