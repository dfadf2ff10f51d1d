import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/store/hooks';
import { useLogoutMutation } from './api';
import { loggedOut } from '@/store/session.slice';

/** AUTH-05: safe logout ends the server session (best effort), forgets the local one, then /login. */
export function useLogout(): (options?: { serverSide?: boolean }) => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async ({ serverSide = true } = {}) => {
      if (serverSide) await logout().catch(() => undefined);
      dispatch(loggedOut());
      navigate('/login', { replace: true });
    },
    [logout, dispatch, navigate],
  );
}
