import type { UnknownAction } from '@reduxjs/toolkit';
import {
  answerToggled,
  flowLoaded,
  flowSlice,
  linkAdded,
  linkDeleted,
  nodeAdded,
  nodeChanged,
  nodesCopied,
  nodesDeleted,
  nodesMoved,
  nodesPasted,
  redone,
  sceneAdded,
  sceneDeleted,
  sceneRenamed,
  sceneSaved,
  sceneSelected,
  specialBranchAdded,
  specialBranchRemoved,
  undone,
  type FlowState,
} from '@/features/flow-editor/flow.slice';
import type { AnswerList, FlowNode, Scene } from '@/features/flow-editor/types';

const answers: AnswerList = {
  default: [
    { id: 1, name: '肯定', is_select: 1, isSystem: true, keyWorldList: ['是'] },
    { id: 2, name: '否定', is_select: 1, isSystem: true, keyWorldList: ['不'] },
  ],
  special: [{ id: 101, name: '询问价格', is_select: 0, isSystem: false, keyWorldList: ['多少钱'] }],
};

const emptyScene = (id: number, dmsort: number, name = `场景${id}`): Scene => ({
  id,
  name,
  dmsort,
  nodeDataArray: [],
  linkDataArray: [],
});

const run = (state: FlowState | undefined, ...actions: UnknownAction[]) =>
  actions.reduce<FlowState>((s, a) => flowSlice.reducer(s, a), state ?? flowSlice.getInitialState());

const loaded = (scenes: Scene[] = [emptyScene(1, 10), emptyScene(2, 20)]) =>
  run(undefined, flowLoaded({ kind: 'robot', ownerId: 7, readOnly: false, answerList: answers, scenes }));

const scene = (s: FlowState, id = s.currentSceneId) => s.scenes.find((x) => x.id === id)!;
const node = (s: FlowState, key: string) => scene(s).nodeDataArray.find((n) => n.key === key)!;
const mains = (s: FlowState) => scene(s).nodeDataArray.filter((n) => n.nodeType !== 'button');
const branchesOf = (s: FlowState, key: string) =>
  scene(s).nodeDataArray.filter((n) => n.nodeType === 'button' && n.group === key);

/** Adds a node and answers the new state with its key. */
function add(s: FlowState, nodeType: 'normal' | 'jump' = 'normal', text = '节点'): [FlowState, string] {
  const next = run(s, nodeAdded({ nodeType, text, loc: '0 0' }));
  return [next, next.selectedKey!];
}

describe('[FLOW-12] answers by kind', () => {
  it('puts isSystem answers in default and every other in special, whichever list they came in', () => {
    const misfiled: AnswerList = {
      default: [answers.default[0]!, answers.special[0]!],
      special: [
        answers.default[1]!,
        { id: 102, name: '投诉', is_select: 0, isSystem: false, keyWorldList: ['投诉'] },
      ],
    };
    const s = run(
      undefined,
      flowLoaded({ kind: 'robot', ownerId: 7, readOnly: false, answerList: misfiled, scenes: [] }),
    );
    expect(s.answers.default.map((a) => a.id)).toEqual([1, 2]);
    expect(s.answers.special.map((a) => a.id)).toEqual([101, 102]);
  });

  it('keeps a correctly filed list as it is', () => {
    expect(loaded().answers).toEqual(answers);
  });
});

describe('flow editor reducers', () => {
  it('[FLOW-07] scenes are kept in dmsort order', () => {
    const s = loaded([emptyScene(1, 30), emptyScene(2, 10), emptyScene(3, 20)]);
    expect(s.scenes.map((x) => x.dmsort)).toEqual([10, 20, 30]);
    expect(s.currentSceneId).toBe(2);
  });

  it('[FLOW-06] a scene draft carries its pending deletions', () => {
    expect(scene(loaded()).delNodeDataArray).toEqual([]);
  });

  it('[FLOW-09] every added node gets its own unique string key', () => {
    let s = loaded();
    const keys = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const [next, key] = add(s);
      s = next;
      keys.add(key);
    }
    expect(keys.size).toBe(20);
    expect([...keys].every((k) => typeof k === 'string')).toBe(true);
  });

  it('[FLOW-14] [FLOW-16] adding a node marks only its own scene edited', () => {
    const [s] = add(loaded());
    expect(s.edited).toEqual({ 1: true });
  });

  it('[FLOW-15] changing a node marks its scene edited', () => {
    const [s0, key] = add(loaded());
    const s1 = run(s0, sceneSaved({ ...scene(s0), nodeDataArray: scene(s0).nodeDataArray }));
    expect(s1.edited).toEqual({});
    const s2 = run(s1, nodeChanged({ key, changes: { content: '您好' } }));
    expect(node(s2, key).content).toBe('您好');
    expect(s2.edited[1]).toBe(true);
  });

  it('[FLOW-16] deleting a node marks its scene edited', () => {
    const [s0, key] = add(loaded());
    const s1 = run(s0, sceneSaved(scene(s0)));
    expect(run(s1, nodesDeleted([key])).edited[1]).toBe(true);
  });

  it('[FLOW-17] selecting or unselecting a branch marks the scene edited', () => {
    const [s0, key] = add(loaded());
    const s1 = run(s0, sceneSaved(scene(s0)));
    const s2 = run(s1, answerToggled({ key, answerId: 101, selected: true }));
    expect(s2.edited[1]).toBe(true);
    expect(branchesOf(s2, key).map((b) => b.text)).toContain('询问价格');
    const s3 = run(run(s2, sceneSaved(scene(s2))), answerToggled({ key, answerId: 1, selected: false }));
    expect(s3.edited[1]).toBe(true);
    expect(branchesOf(s3, key).map((b) => b.text)).not.toContain('肯定');
  });

  it('[FLOW-18] adding or deleting a link marks the scene edited', () => {
    const [s0, a] = add(loaded());
    const [s1, b] = add(s0);
    const saved = run(s1, sceneSaved(scene(s1)));
    const from = branchesOf(saved, a)[0]!.key;
    const linked = run(saved, linkAdded({ from, to: b }));
    expect(scene(linked).linkDataArray).toEqual([{ from, to: b }]);
    expect(linked.edited[1]).toBe(true);
    const unlinked = run(run(linked, sceneSaved(scene(linked))), linkDeleted({ from, to: b }));
    expect(scene(unlinked).linkDataArray).toEqual([]);
    expect(unlinked.edited[1]).toBe(true);
  });

  it('[FLOW-19] saving a scene clears its mark and takes the saved ids', () => {
    const [s0, key] = add(loaded());
    const saved = {
      ...scene(s0),
      nodeDataArray: scene(s0).nodeDataArray.map((n, i) => ({ ...n, id: 500 + i })),
    };
    const s1 = run(s0, sceneSaved(saved));
    expect(s1.edited).toEqual({});
    expect(node(s1, key).id).toBe(500);
  });

  it('[FLOW-20] deleting a scene removes its mark', () => {
    const [s0] = add(loaded());
    expect(run(s0, sceneDeleted(1)).edited).toEqual({});
  });

  it('[FLOW-21] the first node added to a scene becomes the start node, later ones do not', () => {
    const [s0, first] = add(loaded());
    const [s1, second] = add(s0);
    expect(node(s1, first).start).toBe(true);
    expect(node(s1, second).start).toBe(false);
    // The first node of another scene is that scene's entry.
    const [s2, other] = add(run(s1, sceneSelected(2)));
    expect(node(s2, other).start).toBe(true);
  });

  it('[FLOW-22] setting a node as start turns the flag off on every other node', () => {
    const [s0, a] = add(loaded());
    const [s1, b] = add(s0, 'jump');
    const s2 = run(s1, nodeChanged({ key: b, changes: { start: true } }));
    expect(
      mains(s2)
        .filter((n) => n.start)
        .map((n) => n.key),
    ).toEqual([b]);
    expect(node(s2, a).start).toBe(false);
    expect(branchesOf(s2, a).every((n) => n.start === undefined)).toBe(true);
  });

  it('[FLOW-11] [FLOW-25] [FLOW-26] a new node has every answer with its group and key; default selected, special not', () => {
    const [s, key] = add(loaded());
    const list = node(s, key).answerList!;
    expect(list.map((a) => [a.id, a.group, a.key, a.is_select])).toEqual([
      [1, key, `${key}_1`, 1],
      [2, key, `${key}_2`, 1],
      [101, key, `${key}_101`, 0],
    ]);
    for (const a of list)
      expect(Object.keys(a).sort()).toEqual([
        'group',
        'id',
        'isSystem',
        'is_select',
        'key',
        'keyWorldList',
        'name',
        'text',
      ]);
  });

  it('[FLOW-27] a branch node is added for every selected answer, inside its parent', () => {
    const [s, key] = add(loaded());
    const branches = branchesOf(s, key);
    expect(branches.map((b) => [b.key, b.text, b.nodeType])).toEqual([
      [`${key}_1`, '肯定', 'button'],
      [`${key}_2`, '否定', 'button'],
    ]);
    expect(node(s, key).isGroup).toBe(true);
  });

  it('[FLOW-10] a jump node has no branch nodes; node types are normal, jump and button', () => {
    const [s, key] = add(loaded(), 'jump');
    expect(node(s, key)).toMatchObject({ type: 'jump', nodeType: 'jump' });
    expect(branchesOf(s, key)).toEqual([]);
  });

  it('[FLOW-28] deleting saved nodes records their ids as pending deletions; unsaved ones leave none', () => {
    const [s0, a] = add(loaded());
    const ids = scene(s0).nodeDataArray.map((n, i) => ({ ...n, id: 900 + i }));
    const s1 = run(s0, sceneSaved({ ...scene(s0), nodeDataArray: ids }));
    const [s2, fresh] = add(s1);
    const s3 = run(s2, nodesDeleted([a, fresh]));
    expect([...scene(s3).delNodeDataArray].sort()).toEqual([900, 901, 902]);
  });

  it('[FLOW-29] removing a node removes every link from or to it', () => {
    const [s0, a] = add(loaded());
    const [s1, b] = add(s0);
    const [s2, c] = add(s1);
    const s3 = run(
      s2,
      linkAdded({ from: `${a}_1`, to: b }),
      linkAdded({ from: `${b}_1`, to: c }),
      linkAdded({ from: `${a}_2`, to: c }),
    );
    const s4 = run(s3, nodesDeleted([b]));
    expect(scene(s4).linkDataArray).toEqual([{ from: `${a}_2`, to: c }]);
  });

  it('[FLOW-30] deleting a parent also deletes its branch nodes and their links', () => {
    const [s0, a] = add(loaded());
    const [s1, b] = add(s0);
    const s2 = run(s1, linkAdded({ from: `${a}_1`, to: b }));
    const s3 = run(s2, nodesDeleted([a]));
    expect(scene(s3).nodeDataArray.some((n) => n.group === a || n.key === a)).toBe(false);
    expect(scene(s3).linkDataArray).toEqual([]);
  });

  it('deleting one branch node alone unselects its answer on the parent', () => {
    const [s0, a] = add(loaded());
    const s1 = run(s0, nodesDeleted([`${a}_2`]));
    expect(node(s1, a).answerList!.find((x) => x.id === 2)!.is_select).toBe(0);
    expect(branchesOf(s1, a)).toHaveLength(1);
  });

  it('[FLOW-31] a special branch is added to every node of every scene, unselected', () => {
    const [s0, a] = add(loaded());
    const [s1, b] = add(run(s0, sceneSelected(2)));
    const s2 = run(
      s1,
      specialBranchAdded({ id: 102, name: '在忙', is_select: 0, isSystem: false, keyWorldList: ['忙'] }),
    );
    for (const [id, key] of [
      [1, a],
      [2, b],
    ] as const) {
      const n = s2.scenes.find((x) => x.id === id)!.nodeDataArray.find((x) => x.key === key)!;
      expect(n.answerList!.find((x) => x.id === 102)).toMatchObject({
        group: key,
        key: `${key}_102`,
        is_select: 0,
      });
    }
    expect(s2.answers.special.map((x) => x.id)).toEqual([101, 102]);
    const s3 = run(s2, answerToggled({ key: b, answerId: 102, selected: true }), specialBranchRemoved(102));
    expect(scene(s3).nodeDataArray.some((n) => n.key === `${b}_102`)).toBe(false);
  });

  it('[FLOW-32] a new scene goes after the scene with the nearest dmsort at or below its own', () => {
    const s = loaded([emptyScene(1, 10), emptyScene(2, 20), emptyScene(3, 30)]);
    expect(run(s, sceneAdded(emptyScene(4, 25))).scenes.map((x) => x.id)).toEqual([1, 2, 4, 3]);
    expect(run(s, sceneAdded(emptyScene(4, 20))).scenes.map((x) => x.id)).toEqual([1, 2, 4, 3]);
    expect(run(s, sceneAdded(emptyScene(4, 5))).scenes.map((x) => x.id)).toEqual([4, 1, 2, 3]);
    expect(run(s, sceneAdded(emptyScene(4, 99))).scenes.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(run(s, sceneAdded(emptyScene(4, 25))).currentSceneId).toBe(4);
    expect(run(s, sceneRenamed({ id: 1, name: '末尾', dmsort: 40 })).scenes.map((x) => x.id)).toEqual([
      2, 3, 1,
    ]);
  });

  it('[FLOW-33] deleting the shown scene shows the next one, or the previous one when it was last', () => {
    const s = loaded([emptyScene(1, 10), emptyScene(2, 20), emptyScene(3, 30)]);
    expect(run(s, sceneSelected(2), sceneDeleted(2)).currentSceneId).toBe(3);
    expect(run(s, sceneSelected(3), sceneDeleted(3)).currentSceneId).toBe(2);
    expect(run(loaded([emptyScene(1, 10)]), sceneDeleted(1)).currentSceneId).toBeNull();
    expect(run(s, sceneSelected(1), sceneDeleted(3)).currentSceneId).toBe(1);
  });

  it('a branch leads to one node; links from a non-branch or to a branch are refused', () => {
    const [s0, a] = add(loaded());
    const [s1, b] = add(s0);
    const [s2, c] = add(s1);
    const s3 = run(s2, linkAdded({ from: `${a}_1`, to: b }), linkAdded({ from: `${a}_1`, to: c }));
    expect(scene(s3).linkDataArray).toEqual([{ from: `${a}_1`, to: c }]);
    const s4 = run(s3, linkAdded({ from: a, to: b }), linkAdded({ from: `${a}_2`, to: `${b}_1` }));
    expect(scene(s4).linkDataArray).toHaveLength(1);
  });

  it('moves record positions as one step and ignore no-op moves', () => {
    const [s0, a] = add(loaded());
    const saved = run(s0, sceneSaved(scene(s0)));
    expect(run(saved, nodesMoved([{ key: a, loc: '0 0' }])).edited).toEqual({});
    const moved = run(saved, nodesMoved([{ key: a, loc: '100 50' }]));
    expect(node(moved, a).loc).toBe('100 50');
  });

  it('undo and redo work per scene (Ctrl+Z / Ctrl+Shift+Z)', () => {
    const [s0, a] = add(loaded());
    const s1 = run(s0, nodeChanged({ key: a, changes: { text: '开场白' } }));
    const [s2, other] = add(run(s1, sceneSelected(2)));
    // Undo in scene 2 leaves scene 1 alone.
    const s3 = run(s2, undone());
    expect(scene(s3).nodeDataArray.find((n) => n.key === other)).toBeUndefined();
    expect(node(run(s3, sceneSelected(1)), a).text).toBe('开场白');
    const s4 = run(s3, sceneSelected(1), undone());
    expect(node(s4, a).text).toBe('节点');
    expect(node(run(s4, redone()), a).text).toBe('开场白');
    // A new edit drops the redo steps.
    const s5 = run(s4, nodeChanged({ key: a, changes: { content: 'x' } }), redone());
    expect(node(s5, a).text).toBe('节点');
  });

  it('copy and paste nodes with their branches and inner links, under fresh keys', () => {
    const [s0, a] = add(loaded());
    const [s1, b] = add(s0);
    const s2 = run(s1, linkAdded({ from: `${a}_1`, to: b }), nodesCopied([a, b]));
    const s3 = run(s2, nodesPasted());
    const pasted = mains(s3).slice(2);
    expect(pasted).toHaveLength(2);
    expect(pasted.every((n) => n.start === false && n.id === null)).toBe(true);
    const [pa, pb] = pasted as [FlowNode, FlowNode];
    expect(branchesOf(s3, pa.key).map((x) => x.key)).toEqual([`${pa.key}_1`, `${pa.key}_2`]);
    expect(scene(s3).linkDataArray).toContainEqual({ from: `${pa.key}_1`, to: pb.key });
    expect(pa.answerList!.every((x) => x.group === pa.key)).toBe(true);
    expect(new Set(scene(s3).nodeDataArray.map((n) => n.key)).size).toBe(scene(s3).nodeDataArray.length);
  });

  it('a read-only flow (a script that may not be edited) ignores edits', () => {
    const s = run(
      undefined,
      flowLoaded({
        kind: 'robot',
        ownerId: 1,
        readOnly: true,
        answerList: answers,
        scenes: [emptyScene(1, 1)],
      }),
    );
    const [s1] = add(s);
    expect(scene(s1).nodeDataArray).toEqual([]);
  });

  it('[PLAN-38] [PLAN-39] assistant nodes are assistantNormal and assistantJump', () => {
    const s = run(
      undefined,
      flowLoaded({
        kind: 'assistant',
        ownerId: 1,
        readOnly: false,
        answerList: answers,
        scenes: [emptyScene(1, 1)],
      }),
    );
    const [s1, a] = add(s);
    const [s2, j] = add(s1, 'jump');
    expect(node(s2, a)).toMatchObject({
      type: 'assistantNormal',
      start: true,
      jumpId: -99,
      interrupt: 1,
      score: 0,
    });
    expect(node(s2, a).keyWorldList).toEqual([]);
    expect(node(s2, a).answerList).toHaveLength(3);
    expect(node(s2, j)).toMatchObject({ type: 'assistantJump', jumpId: -99 });
  });

  it('[FLOW-46] a new node does not allow interruption (interrupt 1)', () => {
    const [s, a] = add(loaded());
    expect(node(s, a).interrupt).toBe(1);
  });
});
