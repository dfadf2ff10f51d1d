import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/root-reducer';
import { channelsSlice } from './channels.slice';

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof channelsSlice> {}
}

/** Joins the store with the shell chunk, as the softphone does. */
export const injectedChannels = channelsSlice.injectInto(rootReducer);
export const { selectIncoming, selectNotices } = injectedChannels.selectors;
