import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { withAntdStyles } from '@/lib/antd-stylesheet';
import { SessionExpiredDialog, selectSessionExpired } from '@/features/auth';
import { useAppSelector } from '@/store/hooks';

// The dialog (and antd's Modal) loads only when a session actually expires, with antd's stylesheet (the login
// page does without it).
const LazySessionExpiredDialog = lazy(() => withAntdStyles(SessionExpiredDialog()));

/** Inside the router: every route, plus the one session-expired dialog (AUTH-07). */
export function AppRoot() {
  const expired = useAppSelector(selectSessionExpired);
  return (
    <>
      <Outlet />
      {expired && (
        <Suspense>
          <LazySessionExpiredDialog />
        </Suspense>
      )}
    </>
  );
}
