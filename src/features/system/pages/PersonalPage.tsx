import { limitRules } from '@/api/field-limits';
import { personalLimits } from '@/api/generated/personal.limits.gen';
import { App, Button, Card } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ModalForm, ProDescriptions, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { PersonalInfoApiResponse } from '@/api/generated/personal.gen';
import { usePersonalInfoQuery, usePersonalUpdateMutation } from '../api';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

type Profile = PersonalInfoApiResponse['data'];

interface ProfileValues {
  linkman: string;
  phone: string;
  email?: string;
}

/** ROUTES-CALLCENTRE-32: the user's own profile; editing happens in a dialog that stays open on failure. */
const profile = personalLimits.personalUpdate;

export default function PersonalPage() {
  const { t } = useTranslation(['system', 'validation']);
  const { message } = App.useApp();
  const { data, isLoading } = usePersonalInfoQuery();
  const [update] = usePersonalUpdateMutation();
  const p = data?.data;

  const save = async (values: ProfileValues) => {
    const result = await update({ body: values });
    if ('error' in result) return false; // REQ-17: the dialog stays open with what was typed
    void message.success(t('personal.updated'));
    return true;
  };

  return (
    <Card
      title={t('personal.title')}
      variant="borderless"
      extra={
        p && (
          <ModalForm<ProfileValues>
            title={t('personal.edit')}
            width={DIALOG_WIDTH.medium}
            trigger={<Button icon={<EditOutlined />}>{t('personal.edit')}</Button>}
            initialValues={{ linkman: p.linkman, phone: p.phone, email: p.email }}
            modalProps={{ destroyOnHidden: true }}
            onFinish={save}
          >
            <ProFormText
              name="linkman"
              label={t('personal.linkman')}
              fieldProps={{ maxLength: profile.linkman.maxLength }}
              rules={limitRules(profile.linkman, { required: t('personal.linkmanRequired') })}
            />
            <ProFormText
              name="phone"
              label={t('personal.phone')}
              fieldProps={{ maxLength: 11 }}
              rules={limitRules(profile.phone, {
                required: t('personal.phoneRequired'),
                pattern: t('validation:phone'),
              })}
            />
            <ProFormText
              name="email"
              label={t('personal.email')}
              fieldProps={{ maxLength: profile.email.maxLength }}
              rules={limitRules(profile.email, { pattern: t('validation:email') })}
            />
          </ModalForm>
        )
      }
    >
      <ProDescriptions<Profile>
        column={2}
        loading={isLoading}
        dataSource={p}
        columns={(
          [
            ['username', 'personal.username'],
            ['linkman', 'personal.linkman'],
            ['phone', 'personal.phone'],
            ['email', 'personal.email'],
            ['department_name', 'personal.department'],
            ['role_name', 'personal.role'],
            ['created_at', 'personal.createdAt'],
            ['last_login_at', 'personal.lastLoginAt'],
            ['last_login_ip', 'personal.lastLoginIp'],
          ] as const
        ).map(([dataIndex, label]) => ({ dataIndex, title: t(label) }))}
      />
    </Card>
  );
}
