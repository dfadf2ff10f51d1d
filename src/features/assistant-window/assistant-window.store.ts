import { createSelector, type WithSlice } from '@reduxjs/toolkit';
import type { SpeechNode, SpeechStage } from '@/api/socket-messages';
import { rootReducer } from '@/store/root-reducer';
import { assistantWindowSlice } from './assistant-window.slice';

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof assistantWindowSlice> {}
}

/** The slice joins the store with the signed-in layout; its selectors read the initial state until then. */
export const injectedAssistantWindow = assistantWindowSlice.injectInto(rootReducer);

export const {
  selectAssistantWindow,
  selectCallUuid,
  selectCallStatus,
  selectWindowOpen,
  selectWindowSize,
  selectCustomer,
  selectTags,
  selectStages,
  selectCurrentNodeId,
  selectMatchCount,
  selectSpeak,
  selectChat,
  selectChatTotal,
  selectPages,
  selectPageIndex,
  selectSpeechName,
} = injectedAssistantWindow.selectors;

export interface LocatedNode {
  stage: SpeechStage;
  node: SpeechNode;
}

/** Nodes of the stage tree by id, built once per script (not per chat line). */
const selectNodeIndex = createSelector([selectStages], (stages) => {
  const index = new Map<number, LocatedNode>();
  for (const stage of stages) for (const node of stage.speech_nodes) index.set(node.id, { stage, node });
  return index;
});

/** The node of the last node match, if the stage tree has it. */
export const selectCurrentNode = createSelector([selectNodeIndex, selectCurrentNodeId], (index, id) =>
  id === null ? null : (index.get(id) ?? null),
);

export { assistantWindowActions } from './assistant-window.slice';
export type * from './assistant-window.slice';
