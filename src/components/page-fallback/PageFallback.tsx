import { useTranslation } from 'react-i18next';

/**
 * What shows while a page's chunk loads. Plain CSS (the `.page-fallback` rules in public/index.html),
 * so the first screen does not pay for antd's Spin.
 */
export function PageFallback() {
  const { t } = useTranslation('common');
  return <div className="page-fallback" role="status" aria-label={t('loading')} />;
}
