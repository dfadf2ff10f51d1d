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
} from './auth.slice';
export type { AuthState } from './auth.slice';
export { authSaga } from './auth.saga';
export { loadSession } from './session-store';
export type { Session, UserInfo } from './session-store';
export { useLogoutMutation, useUserInfoQuery } from './api';
export { RequireAuth } from './components/RequireAuth';
export const SessionExpiredDialog = () =>
  import(/* webpackChunkName: "session-expired" */ './components/SessionExpiredDialog');
export { useLogout } from './use-logout';
export { useRight } from './use-right';
