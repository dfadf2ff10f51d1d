import { useEffect } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { antdStylesheet } from '@/lib/antd-stylesheet';

/** A page chunk that failed to load (CONST-01 allows it 120 s) or threw: say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  // the login page's chunk may be the one that failed, and that page does without antd's stylesheet
  useEffect(() => void antdStylesheet(), []);
  if (process.env.NODE_ENV !== 'production') console.error(error);
  return (
    <div role="alert" style={{ padding: 64, textAlign: 'center' }}>
      <p style={{ fontSize: 16 }}>{t('chunkLoadFailed')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </div>
  );
}
