import { takeEvery, call, put, select } from 'redux-saga/effects';
import { baseApi } from '@/api/base-api';
import { clearRequestCache } from '@/api/request';
import { sessionExpired } from '@/api/session-events';
import { loggedIn, loggedOut, selectSessionExpired, userRefreshed } from './session.slice';
import { clearSession, saveSession } from './session';

function* persist(action: ReturnType<typeof loggedIn>) {
  yield call(saveSession, action.payload);
}

function* persistRefresh(action: ReturnType<typeof userRefreshed>) {
  // An answer that lands after a 401 must not write the session back (AUTH-06).
  const expired: boolean = yield select(selectSessionExpired);
  if (!expired) yield call(saveSession, { token: null, ...action.payload });
}

function* forget() {
  yield call(clearSession);
  yield call(clearRequestCache);
}

function* forgetAndDropCache() {
  yield* forget();
  yield put(baseApi.util.resetApiState());
}

/**
 * Keeps cookies and storage in step with the session (AUTH-01/02/04/06). The store's own saga, the one the store
 * runs itself; a feature's saga runs with its layer (`useSaga`, docs/architecture.md).
 */
export function* sessionSaga() {
  yield takeEvery(loggedIn.type, persist);
  yield takeEvery(userRefreshed.type, persistRefresh);
  yield takeEvery(sessionExpired.type, forget);
  yield takeEvery(loggedOut.type, forgetAndDropCache);
}
