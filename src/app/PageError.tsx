import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { ErrorDetail } from './ErrorDetail';

/**
 * A console page that failed, drawn in the page's place: the header and the menus around it stay usable. A
 * page whose code did not arrive blames the network; a page that threw says which page failed and why. Retry
 * draws the page again at the same address (a new navigation clears the route's error; a lost chunk is
 * fetched again), keeping the rest of the console as it is.
 */
export function PageError({ name }: { name: string }) {
  const { t } = useTranslation(['common', 'menu']);
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') console.error(error);
  }, [error]);
  const retry = (
    <Button type="primary" onClick={() => void navigate(location, { replace: true })}>
      {t('common:retry')}
    </Button>
  );
  return (
    <div role="alert">
      {isChunkLoadError(error) ? (
        <Result status="warning" title={t('common:chunkLoadFailed')} extra={retry} />
      ) : (
        <Result
          status="error"
          title={t('common:pageFailed', { page: t(`menu:${name}` as 'menu:homeIndex') })}
          subTitle={<ErrorDetail error={error} />}
          extra={retry}
        />
      )}
    </div>
  );
}
