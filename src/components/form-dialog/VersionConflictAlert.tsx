import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What an edit form shows once a save was refused as stale (someone else saved the record since it was loaded):
 * the form keeps what was typed, and 刷新 loads the record as the other person saved it (useRecordReload).
 */
export function VersionConflictAlert({ onReload, reloading }: { onReload(): void; reloading?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('versionConflict.title')}
      description={t('versionConflict.detail')}
      action={
        <Button size="small" loading={reloading} onClick={onReload}>
          {t('versionConflict.reload')}
        </Button>
      }
    />
  );
}
