export {
  authSlice,
  loggedIn,
  loggedOut,
  userRefreshed,
  sessionExpiryAcknowledged,
  selectToken,
  selectUser,
  selectPermissions,
  selectSessionExpired,
} from '@/store/session.slice';
export type { AuthState } from '@/store/session.slice';
export { loadSession } from '@/store/session';
export type { Session, UserInfo } from '@/store/session';
export { useLogoutMutation, useUserInfoQuery } from './api';
export { RequireAuth } from './components/RequireAuth';
export const SessionExpiredDialog = () =>
  import(/* webpackChunkName: "session-expired" */ './components/SessionExpiredDialog');
export { useLogout } from './use-logout';
export { useRight } from './use-right';
