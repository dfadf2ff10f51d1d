import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '@/api/base-api';
import { loadSession } from '@/store/session';
import type { AppStore } from '@/store/hooks';
import { rootReducer, type RootState } from '@/store/root-reducer';
import { rootSaga } from './root-saga';

export type { RootState } from '@/store/root-reducer';
export type { AppDispatch, AppStore } from '@/store/hooks';

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
  sagaMiddleware.run(rootSaga);
  // Sagas that arrive with a lazy chunk (the softphone with the shell) are started through this.
  return Object.assign(store, { runSaga: sagaMiddleware.run });
}
