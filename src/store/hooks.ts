// The only place allowed to touch the raw react-redux hooks (lint bans them elsewhere). The types come from the
// reducer, not from the store's setup in src/app, so features stand on src/store and never reach the app above them.
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { SagaMiddleware } from 'redux-saga';
import type { RootState } from './root-reducer';

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

/** The app's store as the features see it: typed state and dispatch, and the runner of a lazy chunk's sagas. */
export interface AppStore extends Store<RootState, UnknownAction> {
  dispatch: AppDispatch;
  runSaga: SagaMiddleware['run'];
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
