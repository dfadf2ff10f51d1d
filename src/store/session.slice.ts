import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@/api/session-events';
import type { StoredPermissions } from './permissions';
import type { Session, UserInfo } from './session';

export interface AuthState extends Session {
  /** A 401 was seen and the one session-expired dialog is open. */
  expired: boolean;
  /**
   * The user signed out themselves: the next sign-in starts at the workbench, not on the page they left (which
   * may not be the next account's to open). After an expired session the user comes back where they were.
   */
  signedOut?: boolean;
}

const initialState: AuthState = { token: null, user: null, permissions: null, expired: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn: (
      _state,
      action: PayloadAction<{ token: string; user: UserInfo; permissions: StoredPermissions }>,
    ) => ({
      ...action.payload,
      expired: false,
    }),
    userRefreshed: (state, action: PayloadAction<{ user: UserInfo; permissions: StoredPermissions }>) => {
      if (state.expired) return;
      state.user = action.payload.user;
      state.permissions = action.payload.permissions;
    },
    loggedOut: () => ({ ...initialState, signedOut: true }),
    sessionExpiryAcknowledged: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.expired = true;
    });
  },
});

export const { loggedIn, userRefreshed, loggedOut, sessionExpiryAcknowledged } = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectToken = (s: WithAuth) => s.auth.token;
export const selectUser = (s: WithAuth) => s.auth.user;
export const selectPermissions = (s: WithAuth) => s.auth.permissions;
export const selectSessionExpired = (s: WithAuth) => s.auth.expired;
export const selectSignedOut = (s: WithAuth) => s.auth.signedOut === true;
