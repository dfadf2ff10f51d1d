import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@/api/base-api';
import { authSlice } from './session.slice';

/**
 * Slices that arrive with their screen's chunk declare themselves here by module augmentation
 * (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`) and call `slice.injectInto(rootReducer)`,
 * so the login page carries none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The whole state, lazy slices included (each declared by its feature as above). */
export type RootState = ReturnType<typeof rootReducer>;
