import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/store/root-reducer';
import { agentBoardSlice } from './agent-board.slice';

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof agentBoardSlice> {}
}

/** The board's slice joins the store with the board's chunk (docs/architecture.md). */
const injected = agentBoardSlice.injectInto(rootReducer);

export const selectBoard = (state: RootState) => injected.selectSlice(state);
export const selectBoardIds = (state: RootState) => selectBoard(state).ids;
export const selectAgent = (state: RootState, id: number) => selectBoard(state).byId[id];
export const selectClockOffset = (state: RootState) => selectBoard(state).clockOffset;
