import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExtensionSecret } from '../api';

/** A new SIP password, shown this once with a copy button. */
export function PasswordModal({ secret, onClose }: { secret: ExtensionSecret | null; onClose(): void }) {
  const { t } = useTranslation('extensions');
  return (
    <Modal
      open={secret != null}
      title={secret && t('passwordTitle', { number: secret.extension.number })}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('passwordOnce')} style={{ marginBottom: 16 }} />
      <Typography.Text code copyable style={{ fontSize: 18 }} data-testid="sip-password">
        {secret?.password}
      </Typography.Text>
    </Modal>
  );
}
