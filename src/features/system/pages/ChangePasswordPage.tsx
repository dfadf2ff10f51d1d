import { limitRules } from '@/api/field-limits';
import { personalLimits } from '@/api/generated/personal.limits.gen';
import { Card } from 'antd';
import { useMutationFeedback } from '@/components/form-dialog';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth';
import { usePersonalPasswordMutation } from '../api';

interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** ROUTES-CALLCENTRE-30: change the password, then sign in again with the new one. */
const { password } = personalLimits.personalPassword;

export default function ChangePasswordPage() {
  const { t } = useTranslation('system');
  const feedback = useMutationFeedback();
  const [change] = usePersonalPasswordMutation();
  const logout = useLogout();

  const submit = async (values: PasswordValues) => {
    const outcome = await feedback(change({ body: values }), { success: t('password.changed') });
    if (!outcome.ok) return false; // the form keeps what was typed
    await logout();
    return true;
  };

  return (
    <Card title={t('password.title')} variant="borderless">
      <ProForm<PasswordValues>
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={submit}
        submitter={{ searchConfig: { submitText: t('password.submit') }, resetButtonProps: false }}
      >
        <ProFormText.Password
          name="old_password"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        />
        <ProFormText.Password
          name="password"
          label={t('password.new')}
          fieldProps={{ maxLength: password.maxLength }}
          rules={limitRules(password, {
            required: t('password.newRequired'),
            min: () => t('password.newRule'),
            max: () => t('password.newRule'),
          })}
        />
        <ProFormText.Password
          name="password_confirmation"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        />
      </ProForm>
    </Card>
  );
}
