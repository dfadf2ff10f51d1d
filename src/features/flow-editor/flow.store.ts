import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/store/root-reducer';
import { flowSlice } from './flow.slice';

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof flowSlice> {}
}

/** The editor's slice joins the store with the editor's chunk (see root-reducer.ts). */
const injected = flowSlice.injectInto(rootReducer);

export const selectFlow = (state: RootState) => injected.selectSlice(state);
export const selectCurrentScene = (state: RootState) => {
  const flow = selectFlow(state);
  return flow.scenes.find((s) => s.id === flow.currentSceneId);
};
export const selectAnyEdited = (state: RootState) => Object.keys(selectFlow(state).edited).length > 0;
export const selectCanUndo = (state: RootState) => {
  const flow = selectFlow(state);
  return !!flow.currentSceneId && !!flow.history[flow.currentSceneId]?.past.length;
};
export const selectCanRedo = (state: RootState) => {
  const flow = selectFlow(state);
  return !!flow.currentSceneId && !!flow.history[flow.currentSceneId]?.future.length;
};
