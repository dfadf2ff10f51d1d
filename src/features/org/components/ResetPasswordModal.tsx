import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { staffLimits } from '@/api/generated/staff.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useStaffResetPasswordMutation, type Staff } from '../api';

interface Values {
  password: string;
  confirm: string;
}

const limit = staffLimits.staffResetPassword.password;

/** A new password for a staff member, typed twice; the member is signed out and signs in with it. */
export function ResetPasswordModal({ staff, ...dialog }: FormDialogProps & { staff: Staff | null }) {
  const { t } = useTranslation('org');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [reset] = useStaffResetPasswordMutation();

  return (
    <ModalForm<Values>
      name="reset-password"
      title={t('staff.resetTitle', { name: staff?.linkman ?? '' })}
      width={420}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ password }) =>
        !!staff &&
        !!(await submit(formRef.current, reset({ body: { id: staff.id, password } }), {
          success: t('staff.resetDone'),
        }))
      }
    >
      <ProFormText.Password
        name="password"
        label={t('staff.newPassword')}
        extra={t('staff.resetHint')}
        fieldProps={{ maxLength: limit.maxLength, autoComplete: 'new-password' }}
        rules={limitRules(limit, {
          required: t('staff.passwordRequired'),
          max: (n) => t('staff.passwordMax', { n }),
          min: (n) => t('staff.passwordMin', { n }),
        })}
      />
      <ProFormText.Password
        name="confirm"
        label={t('staff.confirmPassword')}
        dependencies={['password']}
        fieldProps={{ maxLength: limit.maxLength, autoComplete: 'new-password' }}
        rules={[
          { required: true, message: t('staff.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('staff.confirmMismatch'))),
          }),
        ]}
      />
    </ModalForm>
  );
}
