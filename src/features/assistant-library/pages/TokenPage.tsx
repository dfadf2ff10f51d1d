import { useState } from 'react';
import { Alert, App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  useAssistantTokenDeleteMutation,
  useAssistantTokenListQuery,
  useAssistantTokenRevokeMutation,
} from '../api';
import { TokenCreateModal } from '../components/TokenCreateModal';
import { TokenSecretModal } from '../components/TokenSecretModal';
import { tokenColumns } from '../components/token-columns';
import type { Token } from '../types';
import styles from './page.styles';

/** ROUTES-ASSISTANT-04: /assistant/token, API tokens for the systems that call the assistant. */
export default function TokenPage() {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const { message } = App.useApp();
  const list = useAssistantTokenListQuery();
  const [revoke] = useAssistantTokenRevokeMutation();
  const [remove] = useAssistantTokenDeleteMutation();
  const [creating, setCreating] = useState(false);
  // The secret lives only here, only while its dialog is open.
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  const columns = tokenColumns({
    t,
    onRevoke: async (k) => {
      if (!('error' in (await revoke({ body: { id: k.id } })))) void message.success(t('token.revoked'));
    },
    onDelete: async (k) => {
      if (!('error' in (await remove({ body: { id: k.id } }))))
        void message.success(t('common:deleteSuccess'));
    },
  });

  return (
    <div style={styles.root}>
      <Alert type="info" showIcon title={t('token.intro')} />
      <ProTable<Token>
        rowKey="id"
        headerTitle={t('token.title')}
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        search={false}
        pagination={false}
        scroll={{ x: 1130 }}
        options={{ reload: () => void list.refetch(), density: true, setting: false }}
        toolBarRender={() => [
          <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('token.add')}
          </Button>,
        ]}
      />
      <TokenCreateModal
        open={creating}
        onOpenChange={setCreating}
        onCreated={(name, secret) => setCreated({ name, secret })}
      />
      <TokenSecretModal created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
