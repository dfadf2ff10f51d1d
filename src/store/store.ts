import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '@/api/base-api';
import type { AppStore } from './hooks';
import { rootReducer, type RootState } from './root-reducer';
import { loadSession } from './session';
import { sessionSaga } from './session.saga';

/** A fresh store: one for the app, one per test. The session starts from what the browser kept. */
export function setupStore(preloadedState?: Partial<RootState>): AppStore {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: { ...loadSession(), expired: false } },
    // The dev-only checks warn past 32 ms, which jsdom and slow machines exceed on large permission trees.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 256 }, serializableCheck: { warnAfter: 256 } }).concat(
        baseApi.middleware,
        sagaMiddleware,
      ),
  });
  sagaMiddleware.run(sessionSaga);
  // A feature's saga arrives with its chunk and runs while its layer is mounted (useSaga in ./use-saga.ts).
  return Object.assign(store, { runSaga: sagaMiddleware.run });
}
