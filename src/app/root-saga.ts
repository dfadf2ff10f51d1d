import { spawn } from 'redux-saga/effects';
import { authSaga } from '@/features/auth';

/** Each feature saga is spawned, so one failing saga does not stop the others. */
export function* rootSaga() {
  yield spawn(authSaga);
}
