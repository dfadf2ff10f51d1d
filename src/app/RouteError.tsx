import { useEffect } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { antdStylesheet } from '@/lib/antd-stylesheet';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { ErrorDetail } from './ErrorDetail';

/**
 * A failure outside any console page (the login page, the signing page, the shell itself, whose chunk may not
 * have arrived: CONST-01 allows it 120 s): only a reload can bring the console back. A page's own failure is
 * PageError's, inside the shell.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  // the login page's chunk may be the one that failed, and that page does without antd's stylesheet
  useEffect(() => void antdStylesheet(), []);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') console.error(error);
  }, [error]);
  const lost = isChunkLoadError(error);
  return (
    <div role="alert" style={{ padding: 64, textAlign: 'center' }}>
      <p style={{ fontSize: 16 }}>{t(lost ? 'chunkLoadFailed' : 'appFailed')}</p>
      {!lost && (
        <p>
          <ErrorDetail error={error} />
        </p>
      )}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </div>
  );
}
