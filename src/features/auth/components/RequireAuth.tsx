import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectSignedOut, selectToken } from '@/store/session.slice';

/** SHELL-12: everything below needs the token; without it the user logs in and comes back here. */
export function RequireAuth() {
  const token = useAppSelector(selectToken);
  const signedOut = useAppSelector(selectSignedOut);
  const location = useLocation();
  if (!token && signedOut) return <Navigate to="/login" replace />;
  if (!token) {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}
