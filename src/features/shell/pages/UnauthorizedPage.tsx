import '@/i18n/signed-in';
import { useTranslation } from 'react-i18next';

/** SHELL-22/23: the text shell:unauthorized and nothing else. */
export default function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  return (
    <div style={{ padding: 48, textAlign: 'center', fontSize: 18, color: 'rgba(0,0,0,0.65)' }}>
      {t('unauthorized')}
    </div>
  );
}
