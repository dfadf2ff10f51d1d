import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/store/root-reducer';
import { dialogueSlice } from './dialogue.slice';

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof dialogueSlice> {}
}

/** The dialogue slice joins the store with the script screens' chunk (docs/architecture.md). */
const injected = dialogueSlice.injectInto(rootReducer);

export const selectDialogue = (state: RootState) => injected.selectSlice(state);
