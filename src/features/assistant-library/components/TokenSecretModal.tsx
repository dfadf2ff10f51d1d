import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';

interface TokenSecretModalProps {
  /** The token just created; null when nothing is shown. */
  created: { name: string; secret: string } | null;
  onClose(): void;
}

/** The one time a token's secret is shown: copy it now, it is never answered again. */
export function TokenSecretModal({ created, onClose }: TokenSecretModalProps) {
  const { t } = useTranslation('assistantLibrary');
  const { message } = App.useApp();

  const copy = async () => {
    if (await copyText(created!.secret)) void message.success(t('secret.copied'));
    else void message.error(t('secret.copyFailed'));
  };

  return (
    <Modal
      title={t('secret.title')}
      open={!!created}
      width={560}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('secret.warning')} />
        <Typography.Text>
          <Typography.Text type="secondary">
            {t('token.name')}
            {t('punctuation.colon')}
          </Typography.Text>
          {created?.name}
        </Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            aria-label={t('secret.label')}
            value={created?.secret}
            style={{ fontFamily: 'monospace' }}
            onFocus={(e) => e.target.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('secret.copy')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
