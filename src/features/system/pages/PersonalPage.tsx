import { Button, Card } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ProDescriptions } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { PersonalInfoApiResponse } from '@/api/generated/personal.gen';
import { useFormDialog } from '@/components/form-dialog';
import { usePersonalInfoQuery } from '../api';
import { ProfileDialog } from '../components/ProfileDialog';

type Profile = PersonalInfoApiResponse['data'];

/** ROUTES-CALLCENTRE-32: the user's own profile; editing happens in a dialog that stays open on failure. */
export default function PersonalPage() {
  const { t } = useTranslation('system');
  const { data, isLoading } = usePersonalInfoQuery();
  const editor = useFormDialog<never>();
  const p = data?.data;

  return (
    <Card
      title={t('personal.title')}
      variant="borderless"
      extra={
        p && (
          <Button icon={<EditOutlined />} onClick={() => editor.open()}>
            {t('personal.edit')}
          </Button>
        )
      }
    >
      {p && <ProfileDialog {...editor.props} profile={p} />}
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
