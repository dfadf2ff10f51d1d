import { lazy, Suspense, useEffect } from 'react';
import { message as antMessage } from 'antd';
import { Outlet } from 'react-router-dom';
import { setNotifier } from '@/api/feedback';
import { SessionExpiredDialog, selectSessionExpired } from '@/features/auth';
import { useAppSelector } from './hooks';

// The dialog (and antd's Modal) loads only when a session actually expires.
const LazySessionExpiredDialog = lazy(SessionExpiredDialog);

/** Inside the router: wires request feedback to themed messages, hosts the 401 dialog. */
export function AppRoot() {
  // Only the message hook here: antd's <App> (with Modal and notification) loads with the signed-in layout.
  const [message, messageHolder] = antMessage.useMessage();
  const expired = useAppSelector(selectSessionExpired);
  useEffect(() => {
    // The text is the key, so the same failure from merged or repeated calls shows once.
    setNotifier({
      warning: (text) => void message.warning({ content: text, key: text }),
      error: (text) => void message.error({ content: text, key: text }),
    });
    return () => setNotifier(null);
  }, [message]);
  return (
    <>
      {messageHolder}
      <Outlet />
      {expired && (
        <Suspense>
          <LazySessionExpiredDialog />
        </Suspense>
      )}
    </>
  );
}
