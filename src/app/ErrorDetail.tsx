import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a failed screen threw, in one line: what support asks for first ("TypeError: … reading 'no'"). */
export function ErrorDetail({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (!(error instanceof Error)) return null;
  return <Typography.Text type="secondary">{t('errorDetail', { detail: String(error) })}</Typography.Text>;
}
