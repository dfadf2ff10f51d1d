import type { UnknownAction } from '@reduxjs/toolkit';
import { setupStore } from '@/store/store';
import {
  flowClosed,
  flowLoaded,
  flowSlice,
  nodeAdded,
  sceneSelected,
  undone,
  type FlowState,
} from '@/features/flow-editor/flow.slice';
import { selectCurrentScene, selectFlow } from '@/features/flow-editor/flow.store';
import type { FlowNode, Scene } from '@/features/flow-editor/types';

const answerList = { default: [], special: [] };
const sceneOf = (id: number, dmsort: number, keys: string[] = []): Scene => ({
  id,
  name: `场景${id}`,
  dmsort,
  nodeDataArray: keys.map((key): FlowNode => ({
    id: 1,
    key,
    text: key,
    type: 'jump',
    nodeType: 'jump',
    jumpId: -99,
  })),
  linkDataArray: [],
});
const run = (state: FlowState | undefined, ...actions: UnknownAction[]) =>
  actions.reduce<FlowState>((s, a) => flowSlice.reducer(s, a), state ?? flowSlice.getInitialState());
const load = (scenes: Scene[]) =>
  run(undefined, flowLoaded({ kind: 'robot', ownerId: 7, readOnly: false, answerList, scenes }));
const addNode = (s: FlowState) => run(s, nodeAdded({ nodeType: 'jump', text: '跳转节点', loc: '0 0' }));

describe('initial values of the flow editor', () => {
  it('[CONST-10] the current scene id starts at 122 and is an initial value only: no scene is shown for it', () => {
    const state = setupStore().getState();
    const initial = selectFlow(state);
    expect(initial.currentSceneId).toBe(122);
    expect(selectCurrentScene(state)).toBeUndefined();
    // a node cannot be added to a scene that is not there
    expect(addNode(initial)).toEqual(initial);
    expect(run(initial, sceneSelected(122))).toEqual(initial);
  });

  it('[CONST-10] loading replaces 122 with the first scene by dmsort, even when a scene 122 exists; closing starts over', () => {
    const s = load([sceneOf(122, 20), sceneOf(5, 10)]);
    expect(s.currentSceneId).toBe(5);
    expect(load([]).currentSceneId).toBeNull();
    expect(run(s, flowClosed()).currentSceneId).toBe(122);
  });

  it('[CONST-11] new nodes are numbered from key 9', () => {
    const first = addNode(load([sceneOf(1, 1)]));
    expect(first.selectedKey).toBe('n9');
    const second = addNode(first);
    expect(second.selectedKey).toBe('n10');
    expect(second.scenes[0]!.nodeDataArray.map((n) => n.key)).toEqual(['n9', 'n10']);
  });

  it('[CONST-11] 9 is an initial value only: numbering goes past every numbered key of the flow, in any scene', () => {
    const s = load([sceneOf(1, 1, ['n3', 'k1', 'n41x']), sceneOf(2, 2, ['n12'])]);
    expect(addNode(s).selectedKey).toBe('n13');
    // a key freed by undo may be given again: the node that had it is gone
    const added = addNode(s);
    expect(addNode(run(added, undone())).selectedKey).toBe('n13');
  });
});
