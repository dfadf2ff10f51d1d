import { createSlice, current, isDraft, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { answersByKind } from './rules/answer-kinds';
import { copyOf, pastedCopy, type Clipboard } from './rules/clipboard';
import { INITIAL_SCENE_ID, nextNodeKey } from './rules/initial-values';
import { makeNode, nodeAnswers, type NewNode } from './rules/node-factory';
import { makeEntry, removeNodes, syncBranches } from './rules/scene-edits';
import { byDmsort, insertionIndex, neighbourAfterDelete } from './rules/scene-order';
import {
  isBranch,
  type Answer,
  type AnswerList,
  type FlowKind,
  type FlowLink,
  type FlowNode,
  type Scene,
  type SceneDraft,
} from './types';

/** What undo and redo restore: the diagram of one scene. */
interface Snapshot {
  nodeDataArray: FlowNode[];
  linkDataArray: FlowLink[];
  delNodeDataArray: number[];
}

const HISTORY_LIMIT = 100;

export interface FlowState {
  kind: FlowKind;
  ownerId: number | null;
  readOnly: boolean;
  answers: AnswerList;
  /** In dmsort order (FLOW-07). */
  scenes: SceneDraft[];
  currentSceneId: number | null;
  /** FLOW-14: scenes with unsaved edits, by id. */
  edited: Record<number, true>;
  selectedKey: string | null;
  history: Record<number, { past: Snapshot[]; future: Snapshot[] }>;
  clipboard: Clipboard | null;
}

export const initialFlowState: FlowState = {
  kind: 'robot',
  ownerId: null,
  readOnly: false,
  answers: { default: [], special: [] },
  scenes: [],
  currentSceneId: INITIAL_SCENE_ID,
  edited: {},
  selectedKey: null,
  history: {},
  clipboard: null,
};

const draftOf = (scene: Scene): SceneDraft => ({ ...scene, delNodeDataArray: [] });
const sceneOf = (state: FlowState, id: number | null | undefined) => state.scenes.find((s) => s.id === id);
const plain = <T extends object>(value: T): T => (isDraft(value) ? (current(value as never) as T) : value);
const snapshotOf = (scene: SceneDraft): Snapshot => ({
  nodeDataArray: plain(scene.nodeDataArray),
  linkDataArray: plain(scene.linkDataArray),
  delNodeDataArray: plain(scene.delNodeDataArray),
});

/**
 * Every change to a scene's diagram goes through here: it records an undo step and marks the scene
 * edited (FLOW-15..18). A change that finds nothing to do returns false and leaves no trace.
 */
function edit(
  state: FlowState,
  sceneId: number | null | undefined,
  change: (scene: SceneDraft) => boolean | void,
) {
  const scene = sceneOf(state, sceneId);
  if (!scene || state.readOnly) return;
  const before = snapshotOf(scene);
  if (change(scene) === false) return;
  const history = (state.history[scene.id] ??= { past: [], future: [] });
  history.past.push(before);
  if (history.past.length > HISTORY_LIMIT) history.past.shift();
  history.future = [];
  state.edited[scene.id] = true;
}

export type NodeChanges = Partial<
  Pick<
    FlowNode,
    | 'text'
    | 'content'
    | 'interrupt'
    | 'score'
    | 'keyWorldList'
    | 'jumpId'
    | 'jumpName'
    | 'start'
    | 'answerList'
  >
>;

export const flowSlice = createSlice({
  name: 'flowEditor',
  initialState: initialFlowState,
  reducers: {
    flowLoaded(
      _state,
      {
        payload,
      }: PayloadAction<{
        kind: FlowKind;
        ownerId: number;
        readOnly: boolean;
        answerList: AnswerList;
        scenes: Scene[];
      }>,
    ) {
      const scenes = byDmsort(payload.scenes).map(draftOf);
      return {
        ...initialFlowState,
        kind: payload.kind,
        ownerId: payload.ownerId,
        readOnly: payload.readOnly,
        answers: answersByKind(payload.answerList),
        scenes,
        currentSceneId: scenes[0]?.id ?? null,
      };
    },

    flowClosed: () => initialFlowState,

    sceneSelected(state, { payload }: PayloadAction<number>) {
      if (!sceneOf(state, payload)) return;
      state.currentSceneId = payload;
      state.selectedKey = null;
    },

    nodeSelected(state, { payload }: PayloadAction<string | null>) {
      state.selectedKey = payload;
    },

    /** The new node is numbered by the flow (CONST-11) and selected. */
    nodeAdded(state, { payload }: PayloadAction<Omit<NewNode, 'key'>>) {
      const key = nextNodeKey(state.scenes);
      edit(state, state.currentSceneId, (scene) => {
        const node = makeNode(state.kind, { ...payload, key }, state.answers);
        // FLOW-21: the first node of a scene is its entry.
        if (!scene.nodeDataArray.some((n) => !isBranch(n))) node.start = true;
        scene.nodeDataArray.push(node);
        if (node.nodeType === 'normal') syncBranches(scene, node);
        state.selectedKey = key;
      });
    },

    nodeChanged(state, { payload: { key, changes } }: PayloadAction<{ key: string; changes: NodeChanges }>) {
      edit(state, state.currentSceneId, (scene) => {
        const node = scene.nodeDataArray.find((n) => n.key === key);
        if (!node || isBranch(node)) return false;
        Object.assign(node, changes);
        if (changes.start === true) makeEntry(scene, key);
        if (changes.answerList) syncBranches(scene, node);
      });
    },

    /** A branch toggled on or off on its node (FLOW-17, FLOW-27). */
    answerToggled(state, { payload }: PayloadAction<{ key: string; answerId: number; selected: boolean }>) {
      edit(state, state.currentSceneId, (scene) => {
        const node = scene.nodeDataArray.find((n) => n.key === payload.key);
        const answer = node?.answerList?.find((a) => a.id === payload.answerId);
        if (!node || !answer || (answer.is_select === 1) === payload.selected) return false;
        answer.is_select = payload.selected ? 1 : 0;
        syncBranches(scene, node);
      });
    },

    /** FLOW-28..30: deleting a parent takes its branch nodes; deleting a branch alone unselects its answer. */
    nodesDeleted(state, { payload }: PayloadAction<string[]>) {
      edit(state, state.currentSceneId, (scene) => {
        const keys = new Set(payload.filter((k) => scene.nodeDataArray.some((n) => n.key === k)));
        if (!keys.size) return false;
        for (const n of scene.nodeDataArray) {
          if (isBranch(n) && n.group && keys.has(n.group)) keys.add(n.key);
          if (isBranch(n) && keys.has(n.key) && n.group && !keys.has(n.group)) {
            const parent = scene.nodeDataArray.find((p) => p.key === n.group);
            const answer = parent?.answerList?.find((a) => a.key === n.key);
            if (answer) answer.is_select = 0;
          }
        }
        removeNodes(scene, keys);
      });
      if (state.selectedKey && payload.includes(state.selectedKey)) state.selectedKey = null;
    },

    /** A drag or an automatic layout: one undo step for every node moved together. */
    nodesMoved(state, { payload }: PayloadAction<{ key: string; loc: string }[]>) {
      edit(state, state.currentSceneId, (scene) => {
        const locs = new Map(payload.map((m) => [m.key, m.loc]));
        let moved = false;
        for (const n of scene.nodeDataArray) {
          const loc = locs.get(n.key);
          if (loc !== undefined && loc !== n.loc) {
            n.loc = loc;
            moved = true;
          }
        }
        return moved;
      });
    },

    /** A branch leads to exactly one node; drawing a new link from it replaces the old one. */
    linkAdded(state, { payload: { from, to } }: PayloadAction<FlowLink>) {
      edit(state, state.currentSceneId, (scene) => {
        const source = scene.nodeDataArray.find((n) => n.key === from);
        const target = scene.nodeDataArray.find((n) => n.key === to);
        if (!source || !target || !isBranch(source) || isBranch(target)) return false;
        if (scene.linkDataArray.some((l) => l.from === from && l.to === to)) return false;
        scene.linkDataArray = scene.linkDataArray.filter((l) => l.from !== from);
        scene.linkDataArray.push({ from, to });
      });
    },

    linkDeleted(state, { payload: { from, to } }: PayloadAction<FlowLink>) {
      edit(state, state.currentSceneId, (scene) => {
        const before = scene.linkDataArray.length;
        scene.linkDataArray = scene.linkDataArray.filter((l) => !(l.from === from && l.to === to));
        return scene.linkDataArray.length !== before;
      });
    },

    /**
     * FLOW-31: the server stored a new special branch for the whole script; every node of every scene
     * offers it, unselected. Nothing is drawn, so no scene becomes edited.
     */
    specialBranchAdded(state, { payload }: PayloadAction<Answer>) {
      const answer = { ...payload, isSystem: false, is_select: 0 as const };
      state.answers.special.push(answer);
      for (const scene of state.scenes)
        for (const n of scene.nodeDataArray)
          if (n.nodeType === 'normal' && !n.answerList?.some((a) => a.id === answer.id))
            (n.answerList ??= []).push(...nodeAnswers(n.key, { default: [], special: [answer] }));
    },

    specialBranchChanged(state, { payload }: PayloadAction<Answer>) {
      const own = state.answers.special.find((a) => a.id === payload.id);
      if (own) Object.assign(own, { name: payload.name, keyWorldList: payload.keyWorldList });
      for (const scene of state.scenes)
        for (const n of scene.nodeDataArray) {
          const a = n.answerList?.find((x) => x.id === payload.id);
          if (!a) continue;
          Object.assign(a, { name: payload.name, text: payload.name, keyWorldList: payload.keyWorldList });
          const branch = scene.nodeDataArray.find((b) => b.key === a.key);
          if (branch) branch.text = payload.name;
        }
    },

    /** The server deleted a special branch with its branch nodes; the drafts follow. */
    specialBranchRemoved(state, { payload: id }: PayloadAction<number>) {
      state.answers.special = state.answers.special.filter((a) => a.id !== id);
      for (const scene of state.scenes) {
        const keys = new Set<string>();
        for (const n of scene.nodeDataArray) {
          const a = n.answerList?.find((x) => x.id === id);
          if (a?.key) keys.add(a.key);
          if (n.answerList) n.answerList = n.answerList.filter((x) => x.id !== id);
        }
        scene.nodeDataArray = scene.nodeDataArray.filter((n) => !keys.has(n.key));
        scene.linkDataArray = scene.linkDataArray.filter((l) => !keys.has(l.from) && !keys.has(l.to));
      }
    },

    /** FLOW-32: a new scene goes after the nearest dmsort at or below its own, and is shown. */
    sceneAdded(state, { payload }: PayloadAction<Scene>) {
      state.scenes.splice(insertionIndex(state.scenes, payload.dmsort), 0, draftOf(payload));
      state.currentSceneId = payload.id;
      state.selectedKey = null;
    },

    sceneRenamed(state, { payload }: PayloadAction<{ id: number; name: string; dmsort: number }>) {
      const index = state.scenes.findIndex((s) => s.id === payload.id);
      if (index < 0) return;
      const [scene] = state.scenes.splice(index, 1);
      Object.assign(scene!, { name: payload.name, dmsort: payload.dmsort });
      state.scenes.splice(insertionIndex(state.scenes, payload.dmsort), 0, scene!);
    },

    /** FLOW-20, FLOW-33: the scene, its mark and its history go; a neighbour is shown. */
    sceneDeleted(state, { payload: id }: PayloadAction<number>) {
      const index = state.scenes.findIndex((s) => s.id === id);
      if (index < 0) return;
      if (state.currentSceneId === id) {
        state.currentSceneId = neighbourAfterDelete(state.scenes, index);
        state.selectedKey = null;
      }
      state.scenes.splice(index, 1);
      delete state.edited[id];
      delete state.history[id];
    },

    /**
     * FLOW-19: the server's copy of a saved scene replaces the draft (new nodes now have ids), pending
     * deletions are done and the mark clears. Undo steps stay, so a save is not a dead end.
     */
    sceneSaved(state, { payload }: PayloadAction<Scene>) {
      const scene = sceneOf(state, payload.id);
      if (!scene) return;
      scene.nodeDataArray = payload.nodeDataArray;
      scene.linkDataArray = payload.linkDataArray;
      scene.delNodeDataArray = [];
      delete state.edited[payload.id];
    },

    undone(state) {
      const scene = sceneOf(state, state.currentSceneId);
      const history = scene && state.history[scene.id];
      const previous = history?.past.pop();
      if (!scene || !history || !previous || state.readOnly) return;
      history.future.push(snapshotOf(scene));
      Object.assign(scene, previous);
      state.edited[scene.id] = true;
    },

    redone(state) {
      const scene = sceneOf(state, state.currentSceneId);
      const history = scene && state.history[scene.id];
      const next = history?.future.pop();
      if (!scene || !history || !next || state.readOnly) return;
      history.past.push(snapshotOf(scene));
      Object.assign(scene, next);
      state.edited[scene.id] = true;
    },

    /** Copies nodes with their branch nodes and the links among them. */
    nodesCopied(state, { payload }: PayloadAction<string[]>) {
      const scene = sceneOf(state, state.currentSceneId);
      if (scene) state.clipboard = copyOf(plain(scene), new Set(payload));
    },

    /** Pastes the clipboard into the current scene with fresh keys, no ids, no entry flag, shifted. */
    nodesPasted: {
      reducer(state, { payload: { seed } }: PayloadAction<{ seed: string }>) {
        if (!state.clipboard) return;
        const pasted = pastedCopy(plain(state.clipboard), seed);
        edit(state, state.currentSceneId, (scene) => {
          scene.nodeDataArray.push(...pasted.nodes);
          scene.linkDataArray.push(...pasted.links);
        });
        state.selectedKey = pasted.firstKey;
      },
      prepare: () => ({ payload: { seed: nanoid(8) } }),
    },
  },
});

export const {
  flowLoaded,
  flowClosed,
  sceneSelected,
  nodeSelected,
  nodeAdded,
  nodeChanged,
  answerToggled,
  nodesDeleted,
  nodesMoved,
  linkAdded,
  linkDeleted,
  specialBranchAdded,
  specialBranchChanged,
  specialBranchRemoved,
  sceneAdded,
  sceneRenamed,
  sceneDeleted,
  sceneSaved,
  undone,
  redone,
  nodesCopied,
  nodesPasted,
} = flowSlice.actions;
