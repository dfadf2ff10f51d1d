import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/root-reducer';
import { softphoneSlice } from './softphone.slice';

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof softphoneSlice> {}
}

/** The slice joins the store with the shell chunk; its selectors read the initial state until then. */
export const injectedSoftphone = softphoneSlice.injectInto(rootReducer);

export const { selectSoftphone, selectSip, selectCall, selectBadge } = injectedSoftphone.selectors;
export { softphoneActions, softphoneCommands } from './softphone.slice';
export type * from './softphone.slice';
