import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { connectivity } from '@/api/connectivity';
import { notify } from '@/api/feedback';

/**
 * Above every signed-in screen while the server cannot be reached: a failed save then reads as "the network
 * is down, your input is kept", not as a lost form; when calls get answers again it says so once.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('shell');
  const reachable = useSyncExternalStore(connectivity.subscribe, connectivity.reachable);
  const wasDown = useRef(false);

  useEffect(() => {
    if (!reachable) wasDown.current = true;
    else if (wasDown.current) {
      wasDown.current = false;
      notify.success(t('connection.restored'));
    }
  }, [reachable, t]);

  if (reachable) return null;
  return <Alert type="warning" banner showIcon role="alert" title={t('connection.lost')} />;
}
